import { describe, expect, it } from 'vitest';
import { viewerIpOf } from '../../../functions/platform/edge.ts';
import {
  localEdgeAddress,
  throughCloudFront,
  urlThroughCloudFront,
} from '../../../infra/local/cloudfront.ts';
import { localOriginSecret } from '../../../infra/local/config.ts';

describe('the local server playing CloudFront', () => {
  it('drops what the client claims about its address and the origin secret it may have guessed', () => {
    const headers = throughCloudFront(
      {
        'content-type': 'application/json',
        'X-Forwarded-For': '10.9.9.9',
        'cloudfront-viewer-address': '10.9.9.9:1',
        'x-origin-verify': 'guessed',
      },
      { address: '127.0.0.7', port: 51234 },
      'http',
    );
    expect(headers).toEqual({
      'content-type': 'application/json',
      'x-forwarded-for': '127.0.0.7',
      'cloudfront-viewer-address': '127.0.0.7:51234',
      'x-origin-verify': localOriginSecret,
    });
  });

  it('passes on the headers each API behaviour names, in any case, the cookies only to the HTTP API', () => {
    const viewer = { address: '127.0.0.7', port: 51234 };
    const sent = { 'X-CSRF-Token': 't', Cookie: 'a=1', Referer: 'https://elsewhere.example/', Origin: 'o' };
    expect(throughCloudFront(sent, viewer, 'http')).toMatchObject({ 'X-CSRF-Token': 't', Cookie: 'a=1' });
    expect(throughCloudFront(sent, viewer, 'http')).not.toHaveProperty('Referer');
    expect(Object.keys(throughCloudFront(sent, viewer, 'webSocket'))).not.toContain('Cookie');
    expect(Object.keys(throughCloudFront(sent, viewer, 'webSocket'))).not.toContain('X-CSRF-Token');
  });

  it('asks the HTTP API for the query the viewer sent, and the WebSocket API for none', () => {
    expect(urlThroughCloudFront('/api/rooms?page=2', 'http')).toBe('/api/rooms?page=2');
    expect(urlThroughCloudFront('/ws?ticket=abc', 'webSocket')).toBe('/ws');
  });

  it('reports an IPv4 peer of a dual-stack socket as IPv4, and an IPv6 peer as ip:port', () => {
    const v4 = throughCloudFront({}, { address: '::ffff:127.0.0.3', port: 8080 }, 'http');
    const v6 = throughCloudFront({}, { address: '::1', port: 8080 }, 'http');
    expect(v4['cloudfront-viewer-address']).toBe('127.0.0.3:8080');
    expect(v6['cloudfront-viewer-address']).toBe('::1:8080');
  });

  it('has an edge address of its own, in a range no client has', () => {
    expect(localEdgeAddress).toMatch(/^198\.51\.100\./);
  });
});

describe("the viewer's address read from CloudFront-Viewer-Address", () => {
  it.each([
    ['203.0.113.7:51234', '203.0.113.7'],
    ['2001:db8::7:443', '2001:db8::7'],
    ['2001:DB8:0:0:0:0:0:7:443', '2001:db8:0:0:0:0:0:7'],
    ['[2001:db8::7]:443', '2001:db8::7'],
    ['::ffff:198.51.100.4:80', '198.51.100.4'],
  ])('%s is %s', (header, ip) => {
    expect(viewerIpOf(header)).toBe(ip);
  });

  it.each([undefined, '', '203.0.113.7', '203.0.113.7:', 'not an address:80', ':80', '1.2.3.4:port'])(
    '%s is no address',
    (header) => {
      expect(viewerIpOf(header)).toBeUndefined();
    },
  );
});
