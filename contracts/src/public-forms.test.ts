import { describe, expect, it } from 'vitest';
import { accountRequestInput, contactInput, fieldErrors, registerFormInput } from './public-forms';

const contact = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '',
  subject: 'Demo talebi',
  message: 'Kurumumuz için bir demo rica ediyoruz.',
  kvkkConsent: true,
};

describe('public forms', () => {
  it('accepts a complete contact message and fills in the KVKK text version', () => {
    const parsed = contactInput.parse(contact);
    expect(parsed.kvkkTextVersion).toBeTruthy();
  });

  it('answers with Turkish messages per field', () => {
    const result = contactInput.safeParse({ ...contact, email: 'yok', message: 'kısa', kvkkConsent: false });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error);
    expect(errors.email).toBe('Geçerli bir e-posta adresi girin');
    expect(errors.message).toMatch(/en az 10 karakter/);
    expect(errors.kvkkConsent).toMatch(/KVKK/);
  });

  it('tells the two account requests apart', () => {
    expect(accountRequestInput.safeParse({ kind: 'PASSWORD_RESET', email: 'a@b.co' }).success).toBe(true);
    expect(accountRequestInput.safeParse({ kind: 'OTHER', email: 'a@b.co' }).success).toBe(false);
  });

  it('checks the password confirmation and that the package belongs to the type', () => {
    const base = {
      type: 'COACH' as const,
      packageId: 'danisman-standart',
      firstName: 'Can',
      lastName: 'Demir',
      email: 'can@example.com',
      phone: '0532 000 00 00',
      password: 'uzun-bir-sifre',
      passwordConfirm: 'baska-bir-sifre',
      kvkkConsent: true as const,
    };
    const result = registerFormInput.safeParse(base);
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error);
    expect(errors.passwordConfirm).toBe('Şifreler birbiriyle aynı değil');
    expect(errors.packageId).toBeDefined();
    expect(
      registerFormInput.safeParse({ ...base, packageId: 'koc-baslangic', passwordConfirm: base.password })
        .success,
    ).toBe(true);
  });

  it('names a password mismatch together with every other error, in one round', () => {
    const result = registerFormInput.safeParse({
      type: 'COACH',
      packageId: 'koc-baslangic',
      firstName: '',
      lastName: 'Demir',
      email: 'eksik',
      phone: '0532 000 00 00',
      password: 'uzun-bir-sifre',
      passwordConfirm: 'baska-bir-sifre',
      kvkkConsent: false,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error);
    expect(errors.passwordConfirm).toBe('Şifreler birbiriyle aynı değil');
    expect(errors.firstName).toBeDefined();
    expect(errors.email).toBeDefined();
    expect(errors.kvkkConsent).toBeDefined();
  });
});
