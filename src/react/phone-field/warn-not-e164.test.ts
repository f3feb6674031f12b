import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnNotE164 } from './warn-not-e164';

describe('warnNotE164', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says so in development for a value that is not E.164, and nothing for one that is or for none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnNotE164('+12015550123');
    warnNotE164('');
    expect(warn).not.toHaveBeenCalled();
    warnNotE164('2015550123');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"2015550123" was read as typed'));
  });

  it('says nothing in a production build', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('NODE_ENV', 'production');
    warnNotE164('2015550123');
    expect(warn).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });

  it('imported without a bundler (no process at all) neither throws nor says anything', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('process', undefined);
    expect(() => warnNotE164('2015550123')).not.toThrow();
    vi.unstubAllGlobals();
    expect(warn).not.toHaveBeenCalled();
  });
});
