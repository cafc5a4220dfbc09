import { CONTENT_FACTS, fillFacts } from '../content-facts';
import { displayPhone } from '../company';

describe('content facts', () => {
  it('fills {{placeholders}} with the rules’ numbers, leaving an unknown name as written', () => {
    expect(fillFacts('Cancel more than {{fullRefundHours}} hours before: {{ lateRefundPercent }}% after; {{nope}}')).toBe(
      `Cancel more than ${CONTENT_FACTS.fullRefundHours} hours before: ${CONTENT_FACTS.lateRefundPercent}% after; {{nope}}`,
    );
    expect(fillFacts('Page {{page}} of {{pages}}', { page: 2, pages: 4 })).toBe('Page 2 of 4');
  });

  it('writes a French mobile number as it is read out, and leaves another as given', () => {
    expect(displayPhone('+33639980000')).toBe('+33 6 39 98 00 00');
    expect(displayPhone('+447911123456')).toBe('+447911123456');
  });
});
