// Lighthouse on the built Telfield app, served as `npm start` serves it (with its Content-Security-Policy).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function runLighthouse(url, chromePath, args) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...args] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') };
  } finally {
    await chrome.kill();
  }
}
