import { describe, expect, it } from 'vitest';
import { auditListPath } from '../../../management/src/features/audit/api/list-audit.ts';
import { auditFilters } from '../../../management/src/features/audit/filters.ts';
import { filtersFrom } from '../../../management/src/lib/list-params.ts';

describe('the audit trail’s filters in the app', () => {
  it('read the URL: an unknown action is ignored, someone not (yet) among the staff is kept', () => {
    const params = new URLSearchParams('action=room.explode&actorId=u1&entityType=room&from=2025-03-01');
    expect(filtersFrom(auditFilters([]), params)).toEqual({
      search: '',
      actorId: 'u1',
      action: '',
      entityType: 'room',
      from: '2025-03-01',
      to: '',
    });
  });

  it('ask the server for what is set, at the page size', () => {
    const filters = { search: ' Ama ', actorId: '', action: 'room.update', entityType: '', from: '', to: '' };
    expect(auditListPath({ ...filters, sort: 'when', page: 2 })).toBe(
      '/audit?limit=20&search=Ama&action=room.update&sort=when&page=2',
    );
  });
});
