import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './templates';

/**
 * The run's template database (test/templates.ts), migrated here before any file starts, so no
 * file's beforeAll waits for it; its folder is removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const base = mkdtempSync(path.join(os.tmpdir(), 'bourse-cms-template-'));
  const remove = () => rmSync(base, { recursive: true, force: true });
  // Named after the run's folder: two runs on one PostgreSQL server never share a template.
  const templateDir = path.join(base, path.basename(base));
  try {
    await buildTemplate(templateDir);
  } catch (error) {
    remove();
    throw error;
  }
  project.provide('cmsTemplate', templateDir);
  return remove;
}
