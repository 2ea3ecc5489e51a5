import { expect, it } from 'vitest';
import { isLeadStatus, LEAD_FORMS } from './staff-api';

it('lists every form a lead comes from, in the forms’ order, and not the newsletter’s consents', () => {
  expect(LEAD_FORMS).toEqual(['quote', 'financing', 'videoConference', 'contact', 'careers', 'customerExperience']);
});

it('takes a lead status only when it is one of the five', () => {
  expect(['new', 'lost', 'won'].every(isLeadStatus)).toBe(true);
  expect([undefined, '', 'New', 'spam', 3].some(isLeadStatus)).toBe(false);
});
