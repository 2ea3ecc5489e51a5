// Owns who on the staff may do what in the console: the four roles and the areas each one opens (ADR 0066).
export const STAFF_ROLES = ['admin', 'sales', 'service', 'counter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a route needs: the leads (sales), the members and their invitations, the audit log. */
export type StaffArea = 'leads' | 'members' | 'audit';

const AREAS: Record<StaffRole, readonly StaffArea[]> = {
  // The administrator runs the console: every area.
  admin: ['leads', 'members', 'audit'],
  sales: ['leads'],
  // Bookings and crews, and the counter's pickups, come with their areas in later steps of issue 49.
  service: [],
  counter: [],
};

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export const canUse = (role: StaffRole, area: StaffArea): boolean => AREAS[role].includes(area);

/** The areas a role opens, for the console's menu. */
export const areasOf = (role: StaffRole): readonly StaffArea[] => AREAS[role];
