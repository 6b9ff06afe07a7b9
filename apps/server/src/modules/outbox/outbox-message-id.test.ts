import { expect, it } from 'vitest';
import { mailDomain, messageIdOf } from './outbox-message-id';

it('names the message by its outbox row, on the domain of MAIL_FROM', () => {
  expect(mailDomain('Dealer Admin <no-reply@harbor-auto.example>')).toBe('harbor-auto.example');
  expect(mailDomain('no-reply@mail.example.com')).toBe('mail.example.com');
  expect(mailDomain('Dealer Admin')).toBe('localhost');
  const row = { id: 42, createdAt: new Date('2026-11-23T10:00:00.123Z') };
  expect(messageIdOf(row, 'app.test')).toBe('<outbox.42.1795428000123@app.test>');
  expect(messageIdOf({ ...row }, 'app.test')).toBe(messageIdOf(row, 'app.test'));
});
