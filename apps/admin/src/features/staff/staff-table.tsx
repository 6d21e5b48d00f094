import { type DataColumn, dataColumns } from '@/ui/data-table';
import { Button, formStyles } from '@/ui/form';
import { changeMemberAction } from './actions';
import type { StaffMemberRow } from './documents';
import { STAFF_ROLES } from './roles';
import styles from './staff.module.css';
import { PasswordLinkForm, type StaffFormTexts } from './staff-forms';

export interface StaffTableTexts {
  columns: Record<'name' | 'email' | 'role' | 'status' | 'lastSignIn' | 'actions', string>;
  status: Record<'active' | 'disabled' | 'noPassword' | 'totp', string>;
  never: string;
  you: string;
  roleFor: (name: string) => string;
  changeRole: string;
  disable: string;
  enable: string;
  resetTotp: string;
  forms: StaffFormTexts;
}

/** One member's change: a form of its own, so each button works without JavaScript. */
function RowChange({
  locale,
  member,
  change,
  label,
  kind = 'secondary',
}: {
  locale: string;
  member: StaffMemberRow;
  change: string;
  label: string;
  kind?: 'secondary' | 'danger';
}) {
  return (
    <form action={changeMemberAction}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="staffId" value={member.id} />
      <input type="hidden" name="change" value={change} />
      <Button kind={kind}>{label}</Button>
    </form>
  );
}

/** The staff table's columns: who, their role (changeable), state, last sign-in and actions. */
export function staffColumns(
  texts: StaffTableTexts,
  locale: string,
  myId: number,
  formatDate: (iso: string) => string,
): DataColumn<StaffMemberRow>[] {
  const column = dataColumns<StaffMemberRow>();
  return [
    column.accessor('name', {
      header: texts.columns.name,
      meta: { sortable: true, rowHeader: true },
      cell: ({ row }) => (
        <>
          {row.original.name}{' '}
          {row.original.id === myId ? <span className={styles.muted}>{texts.you}</span> : null}
        </>
      ),
    }),
    column.accessor('email', { header: texts.columns.email, meta: { sortable: true } }),
    column.accessor('role', {
      header: texts.columns.role,
      meta: { sortable: true },
      cell: ({ row }) => {
        const member = row.original;
        if (member.id === myId) return texts.forms.roles[member.role];
        const id = `role-${member.id}`;
        return (
          <form action={changeMemberAction} className={styles.roleForm}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="staffId" value={member.id} />
            <input type="hidden" name="change" value="role" />
            <label className="visually-hidden" htmlFor={id}>
              {texts.roleFor(member.name)}
            </label>
            <select id={id} name="role" defaultValue={member.role} className={formStyles.input}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {texts.forms.roles[role]}
                </option>
              ))}
            </select>
            <Button kind="secondary">{texts.changeRole}</Button>
          </form>
        );
      },
    }),
    column.display({
      id: 'status',
      header: texts.columns.status,
      cell: ({ row }) => {
        const member = row.original;
        const notes = [
          member.disabledAt ? texts.status.disabled : texts.status.active,
          member.hasPassword ? null : texts.status.noPassword,
          member.totpEnabled ? texts.status.totp : null,
        ].filter(Boolean);
        return notes.join(' · ');
      },
    }),
    column.accessor('lastSignInAt', {
      id: 'lastSignIn',
      header: texts.columns.lastSignIn,
      meta: { sortable: true },
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? formatDate(at) : texts.never;
      },
    }),
    column.display({
      id: 'actions',
      header: texts.columns.actions,
      cell: ({ row }) => {
        const member = row.original;
        if (member.id === myId) return null;
        return (
          <div className={styles.actions}>
            {member.disabledAt ? (
              <RowChange locale={locale} member={member} change="enable" label={texts.enable} />
            ) : (
              <RowChange
                locale={locale}
                member={member}
                change="disable"
                label={texts.disable}
                kind="danger"
              />
            )}
            {member.totpEnabled ? (
              <RowChange locale={locale} member={member} change="resetTotp" label={texts.resetTotp} />
            ) : null}
            <PasswordLinkForm texts={texts.forms} locale={locale} staffId={member.id} email={member.email} />
          </div>
        );
      },
    }),
  ];
}

const SORTERS: Record<string, (row: StaffMemberRow) => string> = {
  name: (row) => row.name.toLocaleLowerCase(),
  email: (row) => row.email,
  role: (row) => String(STAFF_ROLES.indexOf(row.role)),
  lastSignIn: (row) => row.lastSignInAt ?? '',
};

export const SORTABLE_STAFF_COLUMNS = Object.keys(SORTERS);

/** The few members sorted on this server by the address's column and direction. */
export function sortMembers(rows: readonly StaffMemberRow[], column: string, direction: 'asc' | 'desc') {
  const key = SORTERS[column] ?? SORTERS.name;
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (key?.(a) ?? '').localeCompare(key?.(b) ?? ''));
}
