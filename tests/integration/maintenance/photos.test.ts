import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { call } from '../../support/hostel.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { anUploadedPhoto, fetchFromS3, photoBytes, postToForm } from '../../support/uploads.ts';
import { aResident, auditOf, report } from './support.ts';

/** Photos of a maintenance request (#27 points 1, 2 and 7): uploaded straight to the bucket, then kept. */

const aRepairPhoto = (who: SignedIn, bytes?: ReturnType<typeof photoBytes>) =>
  anUploadedPhoto(who, '/maintenance/photo-uploads', bytes);

describe('photos of a maintenance request', () => {
  it('are kept with the report and shown to the reporter and staff through signed links', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const photo = photoBytes(3000);
    const form = await aRepairPhoto(student, photo);

    const request = await report(student, { photos: [form.key] });
    const own = await call(student, 'GET', `/maintenance/${request.id}`);
    const staff = await call(admin, 'GET', `/maintenance/${request.id}`);

    expect(request.photoKeys).toEqual([expect.stringMatching(/^attached\/maintenance\/[\w-]{22}$/)]);
    expect(request.photoKeys[0]).not.toBe(form.key.replace(/^incoming\//, 'attached/'));
    for (const view of [own, staff]) {
      expect(view.body.photos).toHaveLength(1);
      const read = await fetchFromS3(view.body.photos[0].url);
      expect(read.status).toBe(200);
      expect(read.body.equals(photo)).toBe(true);
    }
    expect((await auditOf(request.id))[0]!.after).toMatchObject({ photos: 1 });
  });

  it('leave the upload area once kept, so the same upload cannot be named again', async () => {
    const { student } = await aResident();
    const form = await aRepairPhoto(student);
    await report(student, { photos: [form.key] });

    const again = await call(student, 'POST', '/maintenance', {
      category: 'electrical',
      urgency: 'low',
      description: 'Another problem, same photo.',
      where: 'room',
      photos: [form.key],
    });

    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.uploads.notUploaded);
  });

  it('stay as reported when the form is posted again and the new file kept for another request', async () => {
    const { student } = await aResident();
    const first = photoBytes(3000);
    const form = await aRepairPhoto(student, first);
    const request = await report(student, { photos: [form.key] });

    // A form stays valid for minutes and S3 takes every post to it until then.
    expect((await postToForm(form, photoBytes(5000))).status).toBe(204);
    const second = await report(student, { photos: [form.key] });
    const shown = async (id: string) => {
      const view = await call(student, 'GET', `/maintenance/${id}`);
      return (await fetchFromS3(view.body.photos[0].url)).body;
    };

    expect((await shown(request.id)).equals(first)).toBe(true);
    expect((await shown(second.id)).length).toBe(5000);
  });

  it('are never shown to another student', async () => {
    const owner = await aResident();
    const intruder = await aResident();
    const form = await aRepairPhoto(owner.student);
    const request = await report(owner.student, { photos: [form.key] });

    const read = await call(intruder.student, 'GET', `/maintenance/${request.id}`);

    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('X-Amz-Signature');
  });

  it('cannot be another student’s upload: the report is refused and nothing is stored', async () => {
    const victim = await aResident();
    const thief = await aResident();
    const form = await aRepairPhoto(victim.student);

    const response = await call(thief.student, 'POST', '/maintenance', {
      category: 'electrical',
      urgency: 'high',
      description: 'Look at this photo of mine.',
      where: 'room',
      photos: [form.key],
    });
    const mine = await call(thief.student, 'GET', '/maintenance/mine');

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.uploads.notUploaded);
    expect(mine.body.requests).toEqual([]);
  });

  it('cannot name a key that was never uploaded, nor one outside the upload area', async () => {
    const { student } = await aResident();
    const form = await aRepairPhoto(student);
    const neverUploaded = form.key.replace(/[^/]+$/, 'A'.repeat(22));
    const kept = form.key.replace(/^incoming\//, 'attached/');

    const keys = [neverUploaded, kept, `${form.key}/../x`, 'incoming/maintenance/../../attached/x'];
    const answers = await Promise.all(
      keys.map((key) =>
        call(student, 'POST', '/maintenance', {
          category: 'other',
          urgency: 'low',
          description: 'A problem with a made-up photo.',
          where: 'room',
          photos: [key],
        }),
      ),
    );

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(messages.uploads.notUploaded);
    }
  });

  it('are at most three, each named once', async () => {
    const { student } = await aResident();
    const forms = await Promise.all([1, 2, 3, 4].map(() => aRepairPhoto(student)));
    const base = {
      category: 'furniture',
      urgency: 'low',
      description: 'The wardrobe door fell off.',
      where: 'room',
    };

    const four = await call(student, 'POST', '/maintenance', { ...base, photos: forms.map((f) => f.key) });
    const twice = await call(student, 'POST', '/maintenance', {
      ...base,
      photos: [forms[0]!.key, forms[0]!.key],
    });
    const three = await report(student, { ...base, photos: forms.slice(0, 3).map((f) => f.key) });

    expect(four.status).toBe(400);
    expect(four.body.message).toBe(messages.uploads.tooMany(3));
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(messages.uploads.repeated);
    expect(three.photoKeys).toHaveLength(3);
  });

  it('are offered a form only for the allowed image types, and only to students', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');

    const svg = await call(student, 'POST', '/maintenance/photo-uploads', { contentType: 'image/svg+xml' });
    const html = await call(student, 'POST', '/maintenance/photo-uploads', { contentType: 'text/html' });
    const staff = await call(admin, 'POST', '/maintenance/photo-uploads', { contentType: 'image/jpeg' });

    expect(svg.status).toBe(400);
    expect(svg.body.message).toBe(messages.uploads.typeInvalid);
    expect(html.status).toBe(400);
    expect(staff.status).toBe(403);
  });

  it('each get a key of their own under the student’s prefix, which the client cannot choose', async () => {
    const { student } = await aResident();

    const response = await call(student, 'POST', '/maintenance/photo-uploads', {
      contentType: 'image/png',
      key: 'attached/maintenance/anyone/evil',
    });

    expect(response.status).toBe(200);
    expect(response.body.upload.key).toMatch(
      new RegExp(`^incoming/maintenance/${student.user.id}/[A-Za-z0-9_-]{22}$`),
    );
    expect(response.body.upload.fields.key).toBe(response.body.upload.key);
  });
});
