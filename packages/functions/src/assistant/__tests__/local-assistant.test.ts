import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { assistantAnswerSchema, type AssistantTurn } from '@rides/contracts/assistant';
import { company, whatsappLink } from '@rides/domain/company';
import { formatMoney } from '@rides/i18n/format';
import { CONTENT } from '../content-source';
import { contentKnowledge } from '../knowledge';
import { localAssistant } from '../local-assistant';
import { repricedTariff, tariffSource } from './fixtures';

/** The local adapter on the site's real content (packages/content) and a tariff whose fares are none of the seed's. */
const tariff = repricedTariff();
const source = tariffSource(tariff);
const assistant = localAssistant({ knowledge: contentKnowledge(), tariff: source });
const ask = async (language: Language, question: string, history: AssistantTurn[] = []) =>
  assistantAnswerSchema.parse(await assistant.answer({ question, language, history }));

const ORLY_VAN: Record<Language, string> = {
  en: 'How much from Orly to Paris in a van?',
  fr: 'combien coûte Orly Paris en van',
  it: 'quanto costa da Orly a Parigi in van',
  es: '¿cuánto cuesta de Orly a París en van?',
  zh: '从奥利机场到巴黎坐商务车多少钱',
};

beforeEach(() => source.mockClear());

describe('the local assistant: prices from the live tariff', () => {
  it.each(LANGUAGES)('answers the Orly <-> Paris van fare with the tariff figure, in the visitor language, citing /pricing (%s)', async (lng) => {
    const reply = await ask(lng, ORLY_VAN[lng]);
    expect(reply.answer).toContain(formatMoney(tariff.airportFares.ORY.van, lng));
    expect(reply.answer).not.toContain(formatMoney(tariff.airportFares.ORY.sedan, lng));
    expect(reply).toMatchObject({ confident: true, provider: 'local', sources: [{ page: '/pricing' }] });
    expect(source).toHaveBeenCalled();
  });

  it('says the answer is the sedan when no vehicle is named, and gives the van price too', async () => {
    const en = await ask('en', 'How much is a transfer from Charles de Gaulle to Paris?');
    expect(en.answer).toContain(`A sedan between Charles de Gaulle (CDG) and Paris costs ${formatMoney(7700, 'en')}`);
    expect(en.answer).toContain('You did not name a vehicle');
    expect(en.answer).toContain(formatMoney(9900, 'en'));
    const fr = await ask('fr', 'Roissy Paris, quel prix ?');
    expect(fr.answer).toContain(`Un trajet en berline entre Roissy-Charles de Gaulle (CDG) et Paris coûte ${formatMoney(7700, 'fr')}`);
  });

  it('recognises the airports by their names in each language and by their codes', async () => {
    expect((await ask('it', 'Prezzo in berlina da Beauvais a Parigi?')).answer).toContain(formatMoney(21000, 'it'));
    expect((await ask('es', 'precio sedán aeropuerto CDG París')).answer).toContain(formatMoney(7700, 'es'));
    expect((await ask('zh', '戴高乐机场到巴黎轿车多少钱')).answer).toContain(formatMoney(7700, 'zh'));
    expect((await ask('en', 'ORY to Paris price for a minivan')).answer).toContain(formatMoney(8800, 'en'));
  });

  it('does not invent a distance: between two airports it sends the visitor to the booking form', async () => {
    const reply = await ask('en', 'How much from CDG to Orly?');
    expect(reply.answer).toMatch(/priced by distance.*booking form/);
    expect(reply.answer).not.toMatch(/€/);
    expect(reply.sources).toEqual([
      { page: '/', anchor: 'booking', title: 'Booking form' },
      { page: '/pricing', title: 'Prices' },
    ]);
  });

  it('reads a follow-up with the previous question: "and in a van?"', async () => {
    const history: AssistantTurn[] = [
      { role: 'visitor', text: 'How much from Orly to Paris?' },
      { role: 'assistant', text: 'A sedan between Orly and Paris costs €66.' },
    ];
    expect((await ask('en', 'And in a van?', history)).answer).toContain(`A van between Orly and Paris costs ${formatMoney(8800, 'en')}`);
    expect((await ask('zh', '商务车呢？', [{ role: 'visitor', text: '奥利机场到巴黎多少钱' }])).answer).toContain(formatMoney(8800, 'zh'));
    // A new question that happens to name a vehicle is not a follow-up of the fare.
    const seats = await ask('en', 'Do you have child seats in the van?', history);
    expect(seats.sources[0]?.page).not.toBe('/pricing');
    expect(seats.answer).not.toContain(formatMoney(8800, 'en'));
  });

  it('prices an extra from the tariff, and a general price question with the fares and the booking form', async () => {
    expect((await ask('en', 'How much is a child seat?')).answer).toBe(`A child seat costs ${formatMoney(1200, 'en')} each; you add it when you book.`);
    const overview = await ask('en', 'How much does a ride cost?');
    expect(overview.answer).toContain(`Charles de Gaulle ${formatMoney(7700, 'en')}, Orly ${formatMoney(6600, 'en')}, Beauvais ${formatMoney(21000, 'en')}`);
    expect(overview.sources.map((s) => s.page)).toEqual(['/pricing', '/']);
  });
});

describe('the local assistant: answers from the site content', () => {
  it('answers a FAQ question from the FAQ entry, citing it', async () => {
    const reply = await ask('en', 'What happens if my flight is delayed?');
    expect(reply.confident).toBe(true);
    expect(reply.sources[0]).toEqual({ page: '/faq', anchor: 'flight-delayed', title: 'What happens if my flight is delayed?' });
    expect(reply.answer).toMatch(/flight number/);
  });

  it.each(LANGUAGES)('answers the site FAQ questions, asked as written, from the FAQ (%s)', async (lng) => {
    const items = Object.entries((CONTENT[lng].faq as { items: Record<string, { q: string }> }).items);
    expect(items.length).toBeGreaterThan(10);
    const own: string[] = [];
    for (const [id, item] of items) {
      const reply = await ask(lng, item.q);
      expect({ id, confident: reply.confident, fromFaq: reply.sources.some((s) => s.page === '/faq') }).toEqual({ id, confident: true, fromFaq: true });
      if (reply.sources[0]?.anchor === id) own.push(id);
    }
    // Nearly all cite their own entry first (a price question may be answered from the tariff instead).
    expect(own.length).toBeGreaterThanOrEqual(Math.floor(items.length * 0.9));
  });

  it('answers in Chinese from the Chinese content', async () => {
    const reply = await ask('zh', '司机会等我多久？');
    expect(reply).toMatchObject({ confident: true, sources: [{ page: '/faq', anchor: 'waiting-time' }] });
    expect(reply.answer).toMatch(/\p{Script=Han}/u);
    expect(reply.answer).toContain('60');
  });

  it('cites a section of the terms or the privacy policy by its id', async () => {
    expect((await ask('en', 'What is your liability if my luggage is damaged?')).sources[0]).toMatchObject({ page: '/terms', anchor: 'liability' });
    expect((await ask('en', 'How long do you keep my data?')).sources[0]).toMatchObject({ page: '/privacy', anchor: 'how-long' });
  });

  it('takes "how long" for a duration, not a price', async () => {
    const reply = await ask('es', '¿Cuánto tiempo me espera el conductor?');
    expect(reply.sources[0]).toMatchObject({ page: '/faq', anchor: 'waiting-time' });
  });
});

describe('the local assistant: handing over to a person', () => {
  it.each([
    ['en', 'xqzv blorp flibber'],
    ['fr', 'zzkq wxyv plorf'],
    ['zh', '啊啊啊啊'],
    ['es', 'Hola'],
  ] as const)('is not confident about gibberish or nothing to go on, and says how to reach a person (%s: %s)', async (lng, question) => {
    const reply = await ask(lng, question);
    expect(reply.confident).toBe(false);
    expect(reply.sources).toEqual([]);
    expect(reply.answer).toContain(company().supportEmail);
    expect(reply.handover).toEqual({ email: company().supportEmail, whatsapp: whatsappLink(), contactPage: '/contact' });
  });

  it('always sends the ways to reach a person, also with a confident answer', async () => {
    expect((await ask('it', ORLY_VAN.it)).handover).toEqual({ email: company().supportEmail, whatsapp: whatsappLink(), contactPage: '/contact' });
  });
});
