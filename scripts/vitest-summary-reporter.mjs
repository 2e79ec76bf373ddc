// A vitest reporter that writes what run-tests.mjs needs to judge and time a suite, as JSON at the
// path in VITEST_SUMMARY_FILE: the tests passed, failed and skipped, each file's wall time (hooks
// included, so a product started in beforeAll counts), every test that needed a retry, and the
// unhandled errors (an error thrown outside any test, e.g. a timer firing after its test file
// ended), which vitest prints under "Unhandled Errors" and which count as failures here.
// The console output stays vitest's default reporter's.
import { writeFileSync } from 'node:fs';

export default class SummaryReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors, reason) {
    const target = process.env.VITEST_SUMMARY_FILE;
    if (!target) return;
    const summary = { reason, passed: 0, failed: 0, skipped: 0, files: [], retried: [], unhandledErrors: [] };
    for (const testModule of testModules) {
      const diagnostic = testModule.diagnostic();
      const file = testModule.relativeModuleId ?? testModule.moduleId;
      // The file's own failure (it did not load, or a hook threw) has no test to carry it.
      const fileErrors = testModule.errors().length;
      summary.failed += fileErrors;
      summary.files.push({
        file,
        seconds: (diagnostic.duration + diagnostic.collectDuration + diagnostic.environmentSetupDuration) / 1000,
        state: testModule.state(),
      });
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') summary.passed += 1;
        else if (state === 'failed') summary.failed += 1;
        else summary.skipped += 1;
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries > 0) summary.retried.push({ file, test: test.fullName, retries, state });
      }
    }
    for (const error of unhandledErrors) {
      summary.unhandledErrors.push(`${error.name ?? 'Error'}: ${error.message ?? String(error)}`.slice(0, 500));
    }
    writeFileSync(target, JSON.stringify(summary));
  }
}
