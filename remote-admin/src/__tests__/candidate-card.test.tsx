import { act, screen, within } from '@testing-library/react';
import { LANGUAGES } from '@rides/i18n/languages';
import { addLanguages } from '@rides/test-utils/languages';
import { i18n, renderAt } from '@rides/test-utils/render';
import enAdmin from '../locales/en.json';
import esAdmin from '../locales/es.json';
import frAdmin from '../locales/fr.json';
import itAdmin from '../locales/it.json';
import zhAdmin from '../locales/zh.json';

import { DriverPicker } from '../rides/driver-picker';
import { boardRide, candidate, handlers, reset } from './fake-backend';

// Issue [R] 4 and 5: a driver the server would refuse has the reason and no Assign button; a van for a
// sedan booking says so. In every language.
const admin = addLanguages('admin', { en: enAdmin, fr: frAdmin, it: itAdmin, es: esAdmin, zh: zhAdmin });


beforeEach(() => {
  reset();
  handlers.listCandidateDrivers = async () => ({
    candidates: [
      candidate({ id: 'v', name: 'Chloé Dubois', vehicleType: 'van', remarks: ['van-for-sedan'] }),
      candidate({ id: 'n', name: 'Nadia Petit', vehicleType: null, vehicle: null, problems: ['no-vehicle'] }),
      candidate({ id: 'b', name: 'Ana Silva', problems: ['busy'] }),
      candidate({ id: 'u', name: 'Omar Haddad', problems: ['unavailable'] }),
    ],
  });
});
afterEach(() => act(() => i18n.changeLanguage('en')));

describe.each(LANGUAGES)('in %s', (lng) => {
  it('offers Assign only to drivers the server would accept, and says when a van goes for a sedan booking', async () => {
    await act(() => i18n.changeLanguage(lng));
    renderAt('/admin/assign-rides', [
      { path: '/admin/assign-rides', element: <DriverPicker ride={boardRide()} mode="assign" id="picker" onClose={() => {}} onAssigned={() => {}} /> },
    ]);
    const card = async (name: string) => within(await screen.findByRole('listitem', { name }));
    const t = admin[lng].candidates;
    const van = await card('Chloé Dubois');
    expect(van.getByText(t.remark['van-for-sedan'])).toBeInTheDocument();
    expect(van.getByRole('button', { name: t.assignTo.replace('{{name}}', 'Chloé Dubois').replace('{{reference}}', boardRide().reference) })).toBeEnabled();
    for (const [name, problem] of [
      ['Nadia Petit', 'no-vehicle'],
      ['Ana Silva', 'busy'],
      ['Omar Haddad', 'unavailable'],
    ] as const) {
      const c = await card(name);
      // A driver with no vehicle on file has it said twice: as the vehicle line and as the reason.
      expect(c.getAllByText(t.problem[problem])).toHaveLength(problem === 'no-vehicle' ? 2 : 1);
      expect(c.getByText(t.cannotTake)).toBeInTheDocument();
      expect(c.queryByRole('button')).toBeNull();
      expect(c.queryByText(t.remark['van-for-sedan'])).toBeNull();
    }
  });
});
