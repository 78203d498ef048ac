import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { contentDefaults } from '#contract/public-content/index';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { contentVersionKey, userKey } from '../../../functions/data/keys.ts';
import { invoke } from '../../support/invoke.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

const faqEdit = {
  ...contentDefaults.faq,
  items: [{ question: 'Is there a gym?', answer: 'Yes, on the ground floor, open 06:00 to 23:00.' }],
};

function save(as: SignedIn, key: string, body: unknown) {
  return invoke({
    method: 'PUT',
    path: `${as.base}/super-admin/content/${key}`,
    body,
    cookies: as.cookies,
    headers: as.writeHeaders,
  });
}

describe('GET /public/content/{key}', () => {
  it('answers the built-in defaults as version 0 before anything is saved', async () => {
    const response = await invoke({ path: '/api/public/content/terms' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      key: 'terms',
      content: contentDefaults.terms,
      updatedAt: null,
      version: 0,
    });
  });

  it('refuses a key the site does not have', async () => {
    const response = await invoke({ path: '/api/public/content/secrets' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.content.unknownKey);
  });
});

describe('PUT /super-admin/content/{key}', () => {
  it('saves a valid edit as the next version, which the public read then shows', async () => {
    const superAdmin = await signedInAs('super_admin');
    const saved = await save(superAdmin, 'faq', { content: faqEdit });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: 'faq', version: 1, message: messages.content.saved });

    const read = await invoke({ path: '/api/public/content/faq' });
    expect(read.body).toMatchObject({ key: 'faq', version: 1, content: faqEdit });
    expect(Date.parse(read.body.updatedAt)).not.toBeNaN();
  });

  it('rejects content that breaks the key schema with field messages, and stores nothing', async () => {
    const superAdmin = await signedInAs('super_admin');
    const response = await save(superAdmin, 'rules', {
      content: { ...contentDefaults.rules, title: '   ', sections: [] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors['content.title']).toBe(messages.content.textRequired);
    expect(response.body.errors).toHaveProperty(['content.sections']);
    const read = await invoke({ path: '/api/public/content/rules' });
    expect(read.body.version).toBe(0);
  });

  it('answers 409 when the editor started from a version that is no longer current', async () => {
    const superAdmin = await signedInAs('super_admin');
    await save(superAdmin, 'privacy', { content: contentDefaults.privacy, expectedVersion: 0 });
    const stale = await save(superAdmin, 'privacy', { content: contentDefaults.privacy, expectedVersion: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.content.changedMeanwhile);
  });

  it('is refused to admins and students, and to anyone without the CSRF token', async () => {
    for (const role of ['admin', 'student'] as const) {
      const user = await signedInAs(role);
      expect((await save(user, 'faq', { content: faqEdit })).status).toBe(403);
    }
    const superAdmin = await signedInAs('super_admin');
    const withoutCsrf = await invoke({
      method: 'PUT',
      path: `${superAdmin.base}/super-admin/content/faq`,
      body: { content: faqEdit },
      cookies: superAdmin.cookies,
    });
    expect(withoutCsrf.status).toBe(403);
    expect(withoutCsrf.body.message).toBe(messages.requests.csrf);
  });

  it('asks an anonymous caller to sign in', async () => {
    const response = await invoke({
      method: 'PUT',
      path: '/api/tab/abcdefgh/super-admin/content/faq',
      body: { content: faqEdit },
    });
    expect(response.status).toBe(401);
  });
});

describe('versions and rollback', () => {
  it('lists every saved version newest first, paged', async () => {
    const superAdmin = await signedInAs('super_admin');
    for (const title of ['First', 'Second', 'Third']) {
      await save(superAdmin, 'terms', { content: { ...contentDefaults.terms, title } });
    }
    const response = await invoke({
      path: `${superAdmin.base}/super-admin/content/terms/versions?page=1&limit=2`,
      cookies: superAdmin.cookies,
    });
    expect(response.status).toBe(200);
    expect(response.body.versions.map((v: { version: number }) => v.version)).toEqual([3, 2]);
    expect(response.body.versions[0]).toMatchObject({
      updatedBy: superAdmin.user.id,
      content: { title: 'Third' },
    });
    expect(response.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });

    const second = await invoke({
      path: `${superAdmin.base}/super-admin/content/terms/versions?page=2&limit=2`,
      cookies: superAdmin.cookies,
    });
    expect(second.body.versions.map((v: { version: number }) => v.version)).toEqual([1]);
  });

  it('names who saved each version: by the name they had then, else as their account reads now', async () => {
    const [first, second, third] = [
      await signedInAs('super_admin', { fullName: 'Abena Owusu' }),
      await signedInAs('super_admin', { fullName: 'Kwesi Older' }),
      await signedInAs('super_admin', { fullName: 'Esi Gone' }),
    ];
    for (const [editor, title] of [
      [first, 'By Abena'],
      [second, 'By Kwesi'],
      [third, 'By Esi'],
    ] as const)
      await save(editor, 'rules', { content: { ...contentDefaults.rules, title } });
    // Versions 2 and 3 as saved before versions kept a name: only the saver's id. Esi's account is
    // deleted since.
    for (const version of [2, 3])
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: contentVersionKey('rules', version),
          UpdateExpression: 'REMOVE updatedByName',
        }),
      );
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: userKey(third.user.id) }));
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(second.user.id),
        UpdateExpression: 'SET fullName = :name',
        ExpressionAttributeValues: { ':name': 'Kwesi Newer' },
      }),
    );

    const response = await invoke({
      path: `${first.base}/super-admin/content/rules/versions`,
      cookies: first.cookies,
    });

    expect(
      response.body.versions.map((v: { version: number; updatedByName: string | null }) => [
        v.version,
        v.updatedByName,
      ]),
    ).toEqual([
      [3, null],
      [2, 'Kwesi Newer'],
      [1, 'Abena Owusu'],
    ]);
  });

  it('restores an earlier version as a new version, keeping the history', async () => {
    const superAdmin = await signedInAs('super_admin');
    await save(superAdmin, 'home', { content: contentDefaults.home });
    const edited = {
      ...contentDefaults.home,
      hero: { ...contentDefaults.home.hero, heading: 'Edited heading' },
    };
    await save(superAdmin, 'home', { content: edited });

    const response = await invoke({
      method: 'POST',
      path: `${superAdmin.base}/super-admin/content/home/rollback`,
      body: { version: 1 },
      cookies: superAdmin.cookies,
      headers: superAdmin.writeHeaders,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      version: 3,
      restoredFrom: 1,
      message: messages.content.restored(1),
    });
    const read = await invoke({ path: '/api/public/content/home' });
    expect(read.body.content.hero.heading).toBe(contentDefaults.home.hero.heading);
    expect(read.body.version).toBe(3);
  });

  it('answers 404 for a version that was never saved', async () => {
    const superAdmin = await signedInAs('super_admin');
    const response = await invoke({
      method: 'POST',
      path: `${superAdmin.base}/super-admin/content/faq/rollback`,
      body: { version: 42 },
      cookies: superAdmin.cookies,
      headers: superAdmin.writeHeaders,
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(messages.content.versionNotFound);
  });

  it('answers 400 for a rollback without a version number', async () => {
    const superAdmin = await signedInAs('super_admin');
    const response = await invoke({
      method: 'POST',
      path: `${superAdmin.base}/super-admin/content/faq/rollback`,
      body: { version: 'latest' },
      cookies: superAdmin.cookies,
      headers: superAdmin.writeHeaders,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.version).toBe(messages.content.versionRequired);
  });

  it('keeps the history to super admins', async () => {
    const admin = await signedInAs('admin');
    const response = await invoke({
      path: `${admin.base}/super-admin/content/faq/versions`,
      cookies: admin.cookies,
    });
    expect(response.status).toBe(403);
  });
});
