import { passagesOf } from '../passages';

describe('passages of a content file, whatever its shape', () => {
  it('makes one passage per FAQ entry and per section, with the id its page gives it, placeholders filled', () => {
    const faq = {
      title: 'Frequently asked questions',
      lead: 'The answers travellers ask for most, as an introduction to the page.',
      searchLabel: 'Search the questions',
      categories: { booking: 'Booking', prices: 'Prices and payment' },
      items: {
        'cancel-refund': { category: 'changes', q: 'What is your cancellation policy?', a: 'Cancel more than {{fullRefundHours}} hours before pickup for a full refund.' },
      },
    };
    const terms = {
      title: 'Terms of service',
      toc: 'On this page',
      sections: {
        'waiting-time': { heading: 'Waiting time', body: ['Waiting is free for a while.'], list: ['60 minutes after landing with a flight number'], after: ['Then the ride may count as a no-show.'] },
      },
      actions: { contact: 'Contact us about anything at all, day or night' },
    };
    expect(passagesOf('faq', faq, { fullRefundHours: '24' })).toEqual([
      { topic: 'faq', path: ['items', 'cancel-refund'], heading: 'What is your cancellation policy?', text: 'Cancel more than 24 hours before pickup for a full refund.', anchor: 'cancel-refund' },
    ]);
    expect(passagesOf('terms', terms)).toEqual([
      {
        topic: 'terms',
        path: ['sections', 'waiting-time'],
        heading: 'Waiting time',
        text: 'Waiting is free for a while.\n60 minutes after landing with a flight number\nThen the ride may count as a no-show.',
        anchor: 'waiting-time',
      },
    ]);
  });

  it('walks deeper nesting and arrays: items inherit the heading and the anchor above them when they have none', () => {
    const guide = {
      sections: {
        airports: {
          heading: 'From the airport to the city',
          text: 'Paris has three airports, each with trains and buses.',
          items: { cdg: { title: 'Charles de Gaulle', text: 'RER B train to Gare du Nord: about 35 minutes.' } },
        },
        tips: [{ text: 'Keep your ticket until you leave the station.' }],
      },
    };
    const found = passagesOf('guide', guide).map((p) => [p.path.join('.'), p.heading, p.anchor]);
    expect(found).toEqual([
      ['sections.airports', 'From the airport to the city', 'airports'],
      ['sections.airports.items.cdg', 'Charles de Gaulle', 'cdg'],
      ['sections.tips.0', '', 'tips'],
    ]);
  });

  it('indexes a heading with sentences under keys it does not know, but not labels or markup', () => {
    const about = { sections: { story: { title: 'Our <b>story</b>', p1: 'We started with two cars at Orly in 2015.', cta: 'Read more' } } };
    expect(passagesOf('about', about)).toEqual([{ topic: 'about', path: ['sections', 'story'], heading: 'Our story', text: 'We started with two cars at Orly in 2015.', anchor: 'story' }]);
  });
});
