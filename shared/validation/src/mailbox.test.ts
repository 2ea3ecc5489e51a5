import { describe, expect, it } from 'vitest';
import { mailboxKey, mailboxOf } from './mailbox';

describe('one mailbox per address field (ADR 0049)', () => {
  it('takes a plain mailbox, trimmed, its domain in lower case, its local part as typed', () => {
    expect(mailboxOf('marie@example.com')).toBe('marie@example.com');
    expect(mailboxOf('  Marie.Cote+piscine@Exemple.QC.ca \n')).toBe('Marie.Cote+piscine@exemple.qc.ca');
    expect(mailboxOf("o'neil_{x}/y=z@example.com")).toBe("o'neil_{x}/y=z@example.com");
    expect(mailboxOf('a@b-c.example')).toBe('a@b-c.example');
  });

  it('writes an internationalized domain in its xn-- form (IDNA), and keeps the letters of any alphabet in the local part, composed', () => {
    // UTS #46 through the URL parser: exämple.test is xn--exmple-cua.test, as a resolver asks for it.
    expect(mailboxOf('marie@exämple.test')).toBe('marie@xn--exmple-cua.test');
    expect(mailboxOf('marie@EXÄMPLE.test')).toBe('marie@xn--exmple-cua.test');
    expect(mailboxOf('andre\u0301@example.com')).toBe('andré@example.com');
  });

  it('refuses every spelling that is not exactly one plain mailbox: the finding’s list, display name and group among them', () => {
    for (const bad of [
      'x,victim@example.test',
      'x<victim@example.test>',
      '<victim@example.test>',
      'g:victim@example.test;',
      'victim@example.test (c)',
      '(c)victim@example.test',
      '"a b"@example.test',
      'vic tim@example.test',
      'vic\u0000tim@example.test',
      'vic\ttim@example.test',
      'victim@example.test\u0000',
      'vic\ud800tim@example.test',
      'victim@exam\u0000ple.test',
      'a@b@example.test',
      '.victim@example.test',
      'vic..tim@example.test',
      'victim.@example.test',
      'victim@example',
      'victim@.example.test',
      'victim@example.test.',
      'victim@-example.test',
      'victim@example-.test',
      'victim@[127.0.0.1]',
      'victim@127.0.0.1',
      'victim@0x7f.1',
      'victim@exa_mple.test',
      'victim@example.test%00',
      '@example.test',
      'victim@',
      '',
      `${'a'.repeat(65)}@example.test`,
      `a@${'b'.repeat(64)}.test`,
      `a@${Array.from({ length: 70 }, () => 'bcd').join('.')}.test`,
    ])
      expect(mailboxOf(bad), JSON.stringify(bad)).toBeNull();
  });

  it('gives one key to every spelling of one mailbox, and none to what is not one', () => {
    const spellings = ['victim@example.test', 'Victim@Example.TEST', ' victim@example.test ', 'VICTIM@example.test'];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(['victim@example.test']));
    expect(mailboxKey('victim@exämple.test')).toBe(mailboxKey('VICTIM@xn--exmple-cua.test'));
    expect(mailboxKey('x<victim@example.test>')).toBeNull();
    expect(mailboxKey('other@example.test')).not.toBe(mailboxKey('victim@example.test'));
  });
});
