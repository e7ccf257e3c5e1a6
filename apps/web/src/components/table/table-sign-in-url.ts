// The address a table card sends a phone to: the /table page with the card's code filled in.

export function tableSignInUrl(origin: string, code: string): string {
  return new URL(`/table?code=${encodeURIComponent(code)}`, origin).href;
}

/** An address only the computer that opened it can reach (a phone that scans it goes nowhere). */
export function isOwnComputerOnly(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '[::1]' || host === '0.0.0.0' || /^127\./.test(host);
}
