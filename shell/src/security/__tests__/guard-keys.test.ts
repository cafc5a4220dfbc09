import { HIGH_SEVERITY_ATTEMPTS, installGuardKeys } from '../guard-keys';

const press = (init: KeyboardEventInit) => {
  const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('installGuardKeys (SPEC 8)', () => {
  it('blocks and reports each devtools shortcut, and raises the alert once, on the third within a minute', () => {
    const report = jest.fn();
    const onHighSeverity = jest.fn();
    const uninstall = installGuardKeys({ report, onHighSeverity });
    try {
      expect(press({ key: 'F12', code: 'F12' })).toBe(true);
      expect(press({ key: 'I', code: 'KeyI', ctrlKey: true, shiftKey: true })).toBe(true);
      expect(press({ key: 'i', code: 'KeyI', ctrlKey: true })).toBe(false);
      expect(onHighSeverity).not.toHaveBeenCalled();
      expect(press({ key: 'J', code: 'KeyJ', ctrlKey: true, shiftKey: true })).toBe(true);
      expect(onHighSeverity).toHaveBeenCalledTimes(1);
      expect(report).toHaveBeenCalledTimes(HIGH_SEVERITY_ATTEMPTS);
      expect(report).toHaveBeenLastCalledWith('devtools_access_blocked', { key: 'Ctrl+Shift+J' });
    } finally {
      uninstall();
    }
  });
});
