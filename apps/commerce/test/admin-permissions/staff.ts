import type { PermissionRow } from './matrix.ts';

/**
 * The staff and audit operations' rows of the permission matrix. Changes name a member or token
 * that does not exist, a wrong code or an unknown link, so that a caller let through meets a
 * refusal value and nothing changes, while one refused meets UNAUTHENTICATED or FORBIDDEN first.
 */
const NOBODY = 2_000_000_000;
const CHANGE = 'member { id } refusal';

export const rows: PermissionRow[] = [
  { operation: 'me', document: '{ me { id role } }', variables: {}, allowed: 'member' },
  {
    operation: 'staffPasswordLink',
    document: 'query ($token: String!) { staffPasswordLink(token: $token) { email } }',
    variables: { token: 'spl_unknown' },
    allowed: 'anyone',
  },
  {
    operation: 'signIn',
    document:
      'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { refusal } }',
    variables: { email: 'ingen@maskinbutiken.test', password: 'inget lösenord alls' },
    allowed: 'anyone',
  },
  {
    operation: 'setStaffPassword',
    document:
      'mutation ($token: String!, $password: String!) { setStaffPassword(token: $token, password: $password) { refusal } }',
    variables: { token: 'spl_unknown', password: 'ett långt nytt lösenord' },
    allowed: 'anyone',
  },
  {
    operation: 'verifyTotp',
    document: 'mutation ($code: String!) { verifyTotp(code: $code) { refusal } }',
    variables: { code: '000000' },
    allowed: 'nobody',
  },
  {
    operation: 'signOut',
    document: 'mutation { signOut }',
    variables: {},
    allowed: 'member',
    endsSession: true,
  },
  {
    operation: 'staffRoles',
    document: '{ staffRoles { role permissions } }',
    variables: {},
    allowed: 'member',
  },
  { operation: 'staffMembers', document: '{ staffMembers { id } }', variables: {}, allowed: 'staff.manage' },
  {
    operation: 'addStaffMember',
    document: `mutation ($email: String!, $name: String!, $role: StaffRole!) {
      addStaffMember(email: $email, name: $name, role: $role) { ${CHANGE} }
    }`,
    variables: { email: 'matris@maskinbutiken.test', name: 'Matris', role: 'SUPPORT' },
    allowed: 'staff.manage',
  },
  {
    operation: 'changeStaffRole',
    document: `mutation ($id: Int!) { changeStaffRole(staffId: $id, role: ORDERS) { ${CHANGE} } }`,
    variables: { id: NOBODY },
    allowed: 'staff.manage',
  },
  {
    operation: 'disableStaffMember',
    document: `mutation ($id: Int!) { disableStaffMember(staffId: $id) { ${CHANGE} } }`,
    variables: { id: NOBODY },
    allowed: 'staff.manage',
  },
  {
    operation: 'enableStaffMember',
    document: `mutation ($id: Int!) { enableStaffMember(staffId: $id) { ${CHANGE} } }`,
    variables: { id: NOBODY },
    allowed: 'staff.manage',
  },
  {
    operation: 'createStaffPasswordLink',
    document: `mutation ($id: Int!) { createStaffPasswordLink(staffId: $id) { ${CHANGE} } }`,
    variables: { id: NOBODY },
    allowed: 'staff.manage',
  },
  {
    operation: 'resetStaffTotp',
    document: `mutation ($id: Int!) { resetStaffTotp(staffId: $id) { ${CHANGE} } }`,
    variables: { id: NOBODY },
    allowed: 'staff.manage',
  },
  { operation: 'apiTokens', document: '{ apiTokens { id } }', variables: {}, allowed: 'member' },
  {
    operation: 'createApiToken',
    document: 'mutation ($name: String!) { createApiToken(name: $name) { apiToken { id } refusal } }',
    variables: { name: 'matrisen' },
    allowed: 'member',
  },
  {
    operation: 'revokeApiToken',
    document: 'mutation ($id: Int!) { revokeApiToken(id: $id) { refusal } }',
    variables: { id: NOBODY },
    allowed: 'member',
  },
  {
    operation: 'startTotpSetup',
    document: 'mutation { startTotpSetup { refusal } }',
    variables: {},
    allowed: 'member',
  },
  {
    operation: 'confirmTotp',
    document: 'mutation ($code: String!) { confirmTotp(code: $code) { refusal } }',
    variables: { code: '000000' },
    allowed: 'member',
  },
  {
    operation: 'turnOffTotp',
    document: 'mutation ($code: String!) { turnOffTotp(code: $code) { refusal } }',
    variables: { code: '000000' },
    allowed: 'member',
  },
  {
    operation: 'auditEntries',
    document: '{ auditEntries(first: 1) { nodes { id } hasNextPage } }',
    variables: {},
    allowed: 'audit.read',
  },
];
