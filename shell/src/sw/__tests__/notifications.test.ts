import { DEFAULT_URL, noticeOf, openFromNotification, pushJson, safePath, type AppWindows } from '../notifications';

const ORIGIN = 'https://rides-paris.web.app';

describe('a push shown as a notification', () => {
  it("shows FCM's data message with its text, the app's icon and the ride's tag", () => {
    const shown = noticeOf({ from: '1234', fcmMessageId: 'x', data: { title: 'New ride PT-7K3M9Q', body: '14 Jul, 09:30, CDG → Paris 8e', url: '/driver/scheduled#ride-42', tag: 'ride-42' } });
    expect(shown).toEqual({
      title: 'New ride PT-7K3M9Q',
      options: { body: '14 Jul, 09:30, CDG → Paris 8e', icon: '/icons/driver-192.png', badge: '/icons/driver-192.png', tag: 'ride-42', renotify: true, data: { url: '/driver/scheduled#ride-42' } },
    });
  });

  it('shows nothing for a push without a title, or that is not JSON', () => {
    expect(noticeOf({ data: { body: 'no title' } })).toBeNull();
    expect(noticeOf(null)).toBeNull();
    expect(pushJson({ json: () => JSON.parse('not json') })).toBeNull();
    expect(pushJson(null)).toBeNull();
  });

  it.each(['https://evil.example/driver', '//evil.example/x', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', 42])('never opens %p: the driver’s rides instead', (url) => {
    expect(safePath(url)).toBe(DEFAULT_URL);
    expect(noticeOf({ data: { title: 'x', url } })!.options.data).toEqual({ url: DEFAULT_URL });
  });
});

describe('a tap on it', () => {
  function windows(urls: string[]) {
    const moves: string[] = [];
    const opened: string[] = [];
    const focused: string[] = [];
    const clients: AppWindows = {
      matchAll: async () =>
        urls.map((url) => ({
          url,
          navigate: async (to: string) => (moves.push(to), { focus: async () => void focused.push(to) }),
        })),
      openWindow: async (url) => void opened.push(url),
    };
    return { clients, moves, opened, focused };
  }

  it("takes the app's open window to the ride and brings it to the front", async () => {
    const w = windows([`${ORIGIN}/faq`, `${ORIGIN}/driver`]);
    await openFromNotification(w.clients, ORIGIN, '/driver/scheduled#ride-42');
    expect(w.moves).toEqual([`${ORIGIN}/driver/scheduled#ride-42`]);
    expect(w.focused).toEqual([`${ORIGIN}/driver/scheduled#ride-42`]);
    expect(w.opened).toEqual([]);
  });

  it('opens the app on the ride when no window is open', async () => {
    const w = windows([]);
    await openFromNotification(w.clients, ORIGIN, '/driver/scheduled#ride-42');
    expect(w.opened).toEqual([`${ORIGIN}/driver/scheduled#ride-42`]);
  });
});
