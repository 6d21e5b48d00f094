import { describe, expect, it } from 'vitest';
import { readAuditFilter } from './audit-filter';

describe('the audit filter from the address', () => {
  it('keeps what was typed and asks the API for it', () => {
    const { values, filter } = readAuditFilter({ action: 'staff.role', entityId: '7', staffId: '3' });
    expect(values.action).toBe('staff.role');
    expect(filter).toEqual({
      action: 'staff.role',
      entityType: null,
      entityId: '7',
      staffId: 3,
      from: null,
      to: null,
    });
  });

  it('reads dates as whole days in Stockholm, winter and summer', () => {
    expect(readAuditFilter({ from: '2026-01-15', to: '2026-01-15' }).filter).toMatchObject({
      from: '2026-01-14T23:00:00.000Z',
      to: '2026-01-15T23:00:00.000Z',
    });
    expect(readAuditFilter({ from: '2026-07-01' }).filter.from).toBe('2026-06-30T22:00:00.000Z');
  });

  it('ignores what is not a date or a member id', () => {
    expect(readAuditFilter({ from: 'yesterday', staffId: 'owner' }).filter).toMatchObject({
      from: null,
      staffId: null,
    });
  });
});
