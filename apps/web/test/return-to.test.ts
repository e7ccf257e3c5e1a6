// Issue 21, point 18: after signing in, the visitor goes back to the page he asked for, and only to
// a page of this site (a crafted link must not send him elsewhere).
import { describe, expect, it } from 'vitest';
import { returnTo, signInHref } from '../src/app/sign-in/return-to';

describe('the page a visitor returns to after signing in', () => {
  it('is the page he asked for, with its query', () => {
    expect(returnTo('/results/mitchell1/3')).toBe('/results/mitchell1/3');
    expect(returnTo('/history?member=ann')).toBe('/history?member=ann');
  });

  it('is the home page for anything not a path of this site', () => {
    for (const asked of [undefined, '', 'results', 'https://elsewhere.test/', '//elsewhere.test', '/\\elsewhere.test'])
      expect(returnTo(asked)).toBe('/');
    expect(returnTo(['/a', '/b'])).toBe('/');
    expect(returnTo('/sign-in?next=/x')).toBe('/');
  });

  it('travels in the sign-in link', () => {
    expect(signInHref('/results/mitchell1?x=1')).toBe('/sign-in?next=%2Fresults%2Fmitchell1%3Fx%3D1');
  });
});
