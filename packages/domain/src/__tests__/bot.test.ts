import { botVerdict } from '../bot';

const person = { honeypot: '', elapsedMs: 6000, mouseMoves: 40, keystrokes: 30, touches: 0 };

describe('bot detection (SPEC 5)', () => {
  it('lets a person through', () => expect(botVerdict(person)).toBeNull());
  it('catches a filled honeypot', () => expect(botVerdict({ ...person, honeypot: 'http://spam' })).toBe('honeypot'));
  it('catches a form completed in under 2000 ms', () => expect(botVerdict({ ...person, elapsedMs: 1999 })).toBe('too-fast'));
  it('catches fewer than 5 mouse movements with no other interaction', () =>
    expect(botVerdict({ ...person, mouseMoves: 4, keystrokes: 0 })).toBe('no-interaction'));
  it('accepts a keyboard-only person', () => expect(botVerdict({ ...person, mouseMoves: 0, keystrokes: 12 })).toBeNull());
  it('accepts a touch-screen person', () => expect(botVerdict({ ...person, mouseMoves: 0, keystrokes: 0, touches: 2 })).toBeNull());
});
