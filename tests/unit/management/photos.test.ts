import { describe, expect, it } from 'vitest';
import { photoLongestSide } from '../../../functions/contract/uploads.ts';
import { fittedSize } from '../../../management/src/lib/photos.ts';

/** The size a photo is redrawn at before upload (the redrawing itself is held by the e2e test). */
describe('a resized photo', () => {
  it('has its longest side brought down to the limit, keeping its shape', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: photoLongestSide, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: photoLongestSide });
  });

  it('is never enlarged', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least one pixel on a very thin side', () => {
    expect(fittedSize(100_000, 10)).toEqual({ width: photoLongestSide, height: 1 });
  });
});
