// `npm run staff:invite -- name@store [role]`: prints a single-use, expiring invitation link to the staff console, the way the
// first administrator is made (later members are invited from the console). It signs with the API's secret, as the running
// API reads it, so it needs no database and works while the API runs.
import { SERVICE_PORTS } from '@storefront/mf-config/apps';
import { readApiConfig } from '../config';
import { INVITATION_DAYS, invitationLink, invitationToken, isStaffEmail } from './invitation';
import { isStaffRole, STAFF_ROLES } from './roles';

const [email, role = 'admin'] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!isStaffEmail(email) || !isStaffRole(role)) {
  console.error(`Usage: npm run staff:invite -- name@store [${STAFF_ROLES.join('|')}]  (the role is admin unless said)`);
  process.exit(2);
}
const config = readApiConfig(SERVICE_PORTS.api);
if (!config.secret) {
  console.error('API_SECRET is not set: the link must be signed with the secret every copy of the store API reads.');
  process.exit(1);
}
const { token } = invitationToken(config.secret, email, role, new Date());
console.log(`Invitation for ${email.trim().toLowerCase()} (${role}), good once, for ${INVITATION_DAYS} days:`);
console.log(invitationLink(config.staff.origin, token));
