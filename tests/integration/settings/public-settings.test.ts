import { defaultRoomTypes } from '#contract/rooms';
import { describe, expect, it } from 'vitest';
import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { invoke } from '../../support/invoke.ts';

describe('GET /settings/public over DynamoDB Local', () => {
  it('answers the defaults on the plain base before anything is stored', async () => {
    const response = await invoke({ path: '/api/settings/public' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      registrationOpen: true,
      maintenanceMode: false,
      maintenanceMessage: '',
      emergencyLockdown: false,
      lockdownChangedAt: null,
      lockdownInstructions: '',
      roomTypes: defaultRoomTypes,
      rentByRoomType: {},
      currency: 'GHS',
      repairAnswerHours: 24,
    });
  });

  it('reads what is stored, on the tab-scoped base too', async () => {
    await putSettings({
      ...defaultSettings(),
      registrationOpen: false,
      maintenanceMode: true,
      maintenanceMessage: 'Water works until noon',
    });
    const response = await invoke({ path: '/api/tab/Ab3_x-9Z/settings/public' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      registrationOpen: false,
      maintenanceMode: true,
      maintenanceMessage: 'Water works until noon',
    });
  });

  it('never leaks the academic period or who changed the lockdown', async () => {
    const response = await invoke({ path: '/api/settings/public' });
    expect(Object.keys(response.body).sort()).toEqual([
      'currency',
      'emergencyLockdown',
      'lockdownChangedAt',
      'lockdownInstructions',
      'maintenanceMessage',
      'maintenanceMode',
      'registrationOpen',
      'rentByRoomType',
      'repairAnswerHours',
      'roomTypes',
    ]);
  });

  it("carries the normal repair target, the Services page's promise, as staff set it", async () => {
    const settings = defaultSettings();
    await putSettings({ ...settings, repairTargetHours: { ...settings.repairTargetHours, normal: 48 } });
    const response = await invoke({ path: '/api/settings/public' });
    expect(response.body.repairAnswerHours).toBe(48);
  });
});
