import { translate } from '@wm/contracts';
import { describe, expect, it } from 'vitest';
import { acceptFor, uploadProblem } from './upload-rules';

const MB = 1024 * 1024;
const text = (problem: ReturnType<typeof uploadProblem>) => (problem ? translate('en', problem.key, problem.params) : null);

describe('uploadProblem', () => {
  it('takes a JPG or PNG avatar up to 2 MB', () => {
    expect(uploadProblem('avatar', { name: 'me.png', type: 'image/png', size: 2 * MB })).toBeNull();
    expect(uploadProblem('avatar', { name: 'me.JPEG', type: 'image/jpeg', size: 1000 })).toBeNull();
  });

  it("refuses another avatar type or a bigger one with the spec's messages", () => {
    expect(text(uploadProblem('avatar', { name: 'me.gif', type: 'image/gif', size: 1000 }))).toBe('The avatar can only be a JPG or PNG image!');
    expect(text(uploadProblem('avatar', { name: 'me.png', type: 'image/png', size: 2 * MB + 1 }))).toBe('The avatar cannot exceed 2MB!');
  });

  it('allows a company photo up to 10 MB and a PDF business licence', () => {
    expect(uploadProblem('companyPhoto', { name: 'office.jpg', type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(text(uploadProblem('companyPhoto', { name: 'office.jpg', type: 'image/jpeg', size: 10 * MB + 1 }))).toBe('The file cannot exceed 10MB');
    expect(text(uploadProblem('companyPhoto', { name: 'office.pdf', type: 'application/pdf', size: 10 }))).toBe('Only JPG, PNG files are allowed');
    expect(uploadProblem('businessLicence', { name: 'licence.pdf', type: 'application/pdf', size: 10 })).toBeNull();
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(uploadProblem('businessLicence', { name: 'licence.PDF', type: '', size: 10 })).toBeNull();
    expect(text(uploadProblem('businessLicence', { name: 'licence.docx', type: '', size: 10 }))).toBe('Only JPG, PNG, PDF files are allowed');
  });
});

describe('acceptFor', () => {
  it('offers the types and extensions of the kind', () => {
    expect(acceptFor('avatar')).toBe('image/jpeg,image/pjpeg,.jpg,.jpeg,image/png,.png');
    expect(acceptFor('businessLicence')).toContain('application/pdf');
  });
});
