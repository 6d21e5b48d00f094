import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const StaffMembersQuery = graphql(`
  query StaffMembers {
    staffMembers {
      id
      email
      name
      role
      languageCode
      hasPassword
      totpEnabled
      disabledAt
      lastSignInAt
      createdAt
    }
    me {
      id
    }
  }
`);

export type StaffMemberRow = ResultOf<typeof StaffMembersQuery>['staffMembers'][number];

const MemberChange = graphql(`
  fragment MemberChange on StaffMemberChange @_unmask {
    refusal
    member {
      id
    }
    passwordLink {
      url
      expiresAt
    }
  }
`);

export const AddStaffMemberMutation = graphql(
  `
  mutation AddStaffMember($email: String!, $name: String!, $role: StaffRole!, $languageCode: StaffLanguage) {
    addStaffMember(email: $email, name: $name, role: $role, languageCode: $languageCode) {
      ...MemberChange
    }
  }
`,
  [MemberChange],
);

export const ChangeStaffRoleMutation = graphql(
  `
  mutation ChangeStaffRole($staffId: Int!, $role: StaffRole!) {
    changeStaffRole(staffId: $staffId, role: $role) {
      ...MemberChange
    }
  }
`,
  [MemberChange],
);

export const DisableStaffMemberMutation = graphql(
  `
  mutation DisableStaffMember($staffId: Int!) {
    disableStaffMember(staffId: $staffId) {
      ...MemberChange
    }
  }
`,
  [MemberChange],
);

export const EnableStaffMemberMutation = graphql(
  `
  mutation EnableStaffMember($staffId: Int!) {
    enableStaffMember(staffId: $staffId) {
      ...MemberChange
    }
  }
`,
  [MemberChange],
);

export const CreatePasswordLinkMutation = graphql(
  `
  mutation CreateStaffPasswordLink($staffId: Int!) {
    createStaffPasswordLink(staffId: $staffId) {
      ...MemberChange
    }
  }
`,
  [MemberChange],
);

export const ResetStaffTotpMutation = graphql(
  `
  mutation ResetStaffTotp($staffId: Int!) {
    resetStaffTotp(staffId: $staffId) {
      ...MemberChange
    }
  }
`,
  [MemberChange],
);
