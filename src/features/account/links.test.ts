import { describe, expect, it } from 'vitest';
import { accountHref, carriedQuery, segmentFromQuery } from './links.ts';

describe('links between the account pages', () => {
  it('carry the payment and the way back, nothing else', () => {
    const search = '?signInToPay=12&priceId=3&isTorF=true&returnTo=%2Flearn%2Fproducts%2Ftests&utm_source=x';
    expect(carriedQuery(search)).toEqual({ signInToPay: '12', priceId: '3', isTorF: 'true', returnTo: '/learn/products/tests' });
    expect(accountHref('campus', 'otp', search)).toBe('/campus/account/otp?signInToPay=12&priceId=3&isTorF=true&returnTo=%2Flearn%2Fproducts%2Ftests');
    expect(accountHref('learn', 'forgot-password')).toBe('/learn/account/forgot-password');
  });

  it('other keys on request', () => {
    expect(carriedQuery('?segmentId=4&segmentPath=neet&x=1', ['segmentId', 'segmentPath'])).toEqual({ segmentId: '4', segmentPath: 'neet' });
  });

  it('the segment of a sign-up link, when it is well formed', () => {
    expect(segmentFromQuery('?segmentId=4&segmentPath=neet')).toEqual({ segment_id: 4, segment_path: 'neet' });
    expect(segmentFromQuery('?segmentId=-1&segmentPath=' + 'x'.repeat(201))).toEqual({});
    expect(segmentFromQuery('')).toEqual({});
  });
});
