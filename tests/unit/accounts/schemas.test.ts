import { describe, expect, test } from "vitest";
import { loginSchema, signupSchema, updatePasswordSchema } from "@/lib/accounts/schemas/auth";
import {
  CANADIAN_POSTAL_CODE,
  passwordChangeSchema,
  profileDetailsSchema,
  publicPageSchema,
} from "@/lib/accounts/schemas/profile";

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("auth schemas", () => {
  test("sign-up needs names, a long enough password and the terms", () => {
    const result = signupSchema.safeParse({
      email: "a@b.ca",
      password: "court",
      firstName: " ",
      lastName: "X",
      acceptTerms: false,
    });
    expect(issues(result)).toEqual({
      password: "auth.errors.passwordTooShort",
      firstName: "auth.errors.firstNameRequired",
      acceptTerms: "auth.errors.termsRequired",
    });
  });

  test("e-mails are trimmed and lower-cased", () => {
    expect(loginSchema.parse({ email: "  Marie@Exemple.CA ", password: "x" }).email).toBe("marie@exemple.ca");
  });

  test("the two new passwords must match", () => {
    expect(issues(updatePasswordSchema.safeParse({ password: "abcdefgh", confirmPassword: "abcdefgX" }))).toEqual({
      confirmPassword: "auth.errors.passwordsDiffer",
    });
    expect(
      issues(
        passwordChangeSchema.safeParse({ currentPassword: "", newPassword: "abcdefgh", confirmPassword: "abcdefgh" }),
      ),
    ).toEqual({
      currentPassword: "profile.errors.currentPasswordRequired",
    });
  });
});

describe("profile schemas", () => {
  const base = {
    firstName: "Marie",
    lastName: "Tremblay",
    mobilePhone: "",
    addressLine1: "",
    addressLine2: "",
    city: "",
    province: "",
    country: "Canada",
    postalCode: "",
  };

  test("Canadian postal codes", () => {
    for (const ok of ["H2X 1Y4", "h2x1y4", "K1A 0B1"]) expect(CANADIAN_POSTAL_CODE.test(ok)).toBe(true);
    for (const bad of ["D2X 1Y4", "H2X 1Y", "12345", "W1A 0B1"]) expect(CANADIAN_POSTAL_CODE.test(bad)).toBe(false);
    expect(profileDetailsSchema.parse({ ...base, postalCode: "h2x1y4" }).postalCode).toBe("H2X 1Y4");
    expect(issues(profileDetailsSchema.safeParse({ ...base, postalCode: "12345" }))).toEqual({
      postalCode: "profile.errors.postalCodeInvalid",
    });
    expect(profileDetailsSchema.parse({ ...base, country: "France", postalCode: "75001" }).postalCode).toBe("75001");
  });

  test("province from the list, phone checked, empty optional fields become null", () => {
    expect(issues(profileDetailsSchema.safeParse({ ...base, province: "XX", mobilePhone: "123" }))).toEqual({
      province: "profile.errors.provinceInvalid",
      mobilePhone: "profile.errors.phoneInvalid",
    });
    const parsed = profileDetailsSchema.parse({ ...base, province: "QC", mobilePhone: "514 555-0123" });
    expect(parsed).toMatchObject({ province: "QC", mobilePhone: "514 555-0123", city: null, addressLine1: null });
  });

  test("public page slug follows the §5 format", () => {
    expect(issues(publicPageSchema.safeParse({ enabled: true, bio: "", slug: "Marie Tremblay" }))).toEqual({
      slug: "profile.errors.slugInvalid",
    });
    expect(publicPageSchema.parse({ enabled: true, bio: " ", slug: "" })).toEqual({
      enabled: true,
      bio: null,
      slug: null,
    });
  });
});
