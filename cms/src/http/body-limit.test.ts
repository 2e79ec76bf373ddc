import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../collections/Media/upload-rules';
import { BODY_LIMIT_BYTES, bodyProblem, UPLOAD_BODY_LIMIT_BYTES } from './body-limit';

describe('request body limit', () => {
  it('refuses an 8 MB JSON body (an admin preference, a page) with 413', () => {
    expect(bodyProblem('POST', { 'content-type': 'application/json', 'content-length': String(8 * 1024 * 1024) })).toMatchObject({
      status: 413,
    });
    expect(bodyProblem('PATCH', { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT_BYTES) })).toBeNull();
  });

  it('lets an upload of the media limit through, and nothing much larger', () => {
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const multipart = 'multipart/form-data; boundary=x';
    expect(bodyProblem('POST', { 'content-type': multipart, 'content-length': String(MAX_UPLOAD_BYTES + 4096) })).toBeNull();
    expect(bodyProblem('POST', { 'content-type': multipart, 'content-length': String(UPLOAD_BODY_LIMIT_BYTES + 1) })).toMatchObject({
      status: 413,
    });
  });

  it('refuses a chunked body, which could not be measured before it is read', () => {
    expect(bodyProblem('POST', { 'transfer-encoding': 'chunked', 'content-type': 'application/json' })).toMatchObject({ status: 411 });
  });

  it('lets reads and bodiless requests through', () => {
    expect(bodyProblem('GET', {})).toBeNull();
    expect(bodyProblem('DELETE', {})).toBeNull();
  });
});
