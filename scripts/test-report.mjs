// What run-tests.mjs prints about a run besides the suites' own output: each phase's outcome read
// from vitest-summary-reporter.mjs, and at the end the time table (every phase with its seconds,
// the slowest files of each suite), the retries used and the unhandled errors, so a slowdown or a
// flaky test is seen in the run that brings it.
import { readFileSync } from 'node:fs';

/** The phases of this run, in the order they ended. */
export const phases = [];

/** A check (a type check, the lint, the format check): one pass or one failure. */
export function recordCheck(title, seconds, status) {
  phases.push({
    title,
    seconds,
    passed: status === 0 ? 1 : 0,
    failed: status === 0 ? 0 : 1,
    skipped: 0,
    files: [],
    retried: [],
    unhandled: [],
  });
}

/**
 * A vitest suite, from its summary file. A suite that exits non-zero with no failed test (it did not
 * load, a hook or the teardown threw) counts one failure; each unhandled error counts one too.
 */
export function recordVitest(title, seconds, status, summaryFile) {
  let summary;
  try {
    summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  } catch {
    phases.push({
      title,
      seconds,
      passed: 0,
      failed: 1,
      skipped: 0,
      files: [],
      retried: [],
      unhandled: [],
      note: 'no summary: it did not run',
    });
    return;
  }
  const failed =
    summary.failed +
    summary.unhandledErrors.length +
    (status !== 0 && summary.failed === 0 && summary.unhandledErrors.length === 0 ? 1 : 0);
  phases.push({
    title,
    seconds,
    passed: summary.passed,
    failed,
    skipped: summary.skipped,
    files: [...summary.files].sort((a, b) => b.seconds - a.seconds),
    retried: summary.retried,
    unhandled: summary.unhandledErrors,
  });
}

export function totals() {
  const sum = (key) => phases.reduce((n, phase) => n + phase[key], 0);
  return {
    passed: sum('passed'),
    failed: sum('failed'),
    skipped: sum('skipped'),
    retries: phases.reduce((n, phase) => n + phase.retried.reduce((m, test) => m + test.retries, 0), 0),
    unhandled: phases.reduce((n, phase) => n + phase.unhandled.length, 0),
    failures: phases.filter((phase) => phase.failed > 0).map((phase) => phase.title),
  };
}

const SLOWEST = 3;

/** The closing report: time table, retries, unhandled errors, then the one-line verdict. */
export function printReport(write, minutes) {
  const width = Math.max(...phases.map((phase) => phase.title.length));
  write('\n=== time table (wall seconds; the slowest files of each suite beneath it) ===\n');
  for (const phase of phases) {
    const result = phase.failed > 0 ? `FAILED ${phase.failed}` : 'ok';
    write(
      `${phase.title.padEnd(width)}  ${String(Math.round(phase.seconds)).padStart(5)} s  ${result}${phase.note ? ` (${phase.note})` : ''}\n`,
    );
    for (const file of phase.files.slice(0, SLOWEST)) write(`    ${file.seconds.toFixed(0).padStart(5)} s  ${file.file}\n`);
  }
  const all = totals();
  const retried = phases.flatMap((phase) => phase.retried.map((test) => ({ phase: phase.title, ...test })));
  write(`\nretries used: ${all.retries}${retried.length ? ' (the goal is none: each is a flaky test to fix)' : ''}\n`);
  for (const test of retried)
    write(`  ${test.phase}: ${test.file} > ${test.test}: ${test.retries} retr${test.retries === 1 ? 'y' : 'ies'}, ${test.state}\n`);
  write(`unhandled errors: ${all.unhandled}${all.unhandled ? ' (each counts as a failure)' : ''}\n`);
  for (const phase of phases) for (const error of phase.unhandled) write(`  ${phase.title}: ${error}\n`);
  write(`\nsuite took ${minutes} min${all.failures.length ? `; failed: ${all.failures.join(', ')}` : ''}\n`);
  write(`tests: ${all.passed} passed, ${all.failed} failed, ${all.skipped} skipped\n`);
  return all;
}
