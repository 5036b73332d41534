import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import {
  PaymentConstraint,
  CreditConstraint,
  CancelInvoiceConstraint,
  CancelPaymentConstraint,
} from "./constraints.ts";
import {
  PaymentSchema,
  CreditSchema,
  CancelInvoiceSchema,
  CancelPaymentSchema,
} from "./schemas.ts";

it.each([
  ["PaymentSchema", PaymentConstraint, PaymentSchema] as const,
  ["CreditSchema", CreditConstraint, CreditSchema] as const,
  ["CancelInvoiceSchema", CancelInvoiceConstraint, CancelInvoiceSchema] as const,
  ["CancelPaymentSchema", CancelPaymentConstraint, CancelPaymentSchema] as const,
])(
  "%s: the constraints written for the browser equal getZodConstraint of the schema",
  (_, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  },
);
