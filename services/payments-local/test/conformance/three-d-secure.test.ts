// Conformance: 3-D Secure through the real `braintree` SDK: Braintree's fake 3-D Secure nonces give a sale (and the nonce
// itself) the threeDSecureInfo of the scenario they are named for, and `threeDSecure: { required: true }` rejects a sale
// whose nonce did not pass authentication with the reason `three_d_secure`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonceValue, NONCE_LIFETIME_MS } from '../../src/state';
import { PAGES, saleRequest, startConformance, type Conformance } from './sdk';

let conformance: Conformance;
beforeAll(async () => {
  conformance = await startConformance();
});
afterAll(() => conformance.close());

// [nonce, status, enrolled, liabilityShifted, liabilityShiftPossible]: the scenario each nonce is named for on Braintree's
// 3-D Secure test tables, with the liability flags as the advanced options page defines them.
const SCENARIOS: Array<[string, string, string, boolean, boolean]> = [
  ['fake-three-d-secure-visa-full-authentication-nonce', 'authenticate_successful', 'Y', true, true],
  ['fake-three-d-secure-visa-lookup-timeout-nonce', 'lookup_error', 'U', false, false],
  ['fake-three-d-secure-visa-failed-signature-nonce', 'authenticate_signature_verification_failed', 'Y', false, true],
  ['fake-three-d-secure-visa-failed-authentication-nonce', 'authenticate_failed', 'Y', false, true],
  ['fake-three-d-secure-visa-attempts-non-participating-nonce', 'authenticate_successful_issuer_not_participating', 'Y', true, true],
  ['fake-three-d-secure-visa-not-enrolled-nonce', 'lookup_not_enrolled', 'N', false, false],
  ['fake-three-d-secure-visa-unavailable-nonce', 'authentication_unavailable', 'U', false, false],
  ['fake-three-d-secure-visa-mpi-lookup-error-nonce', 'lookup_error', 'U', false, false],
  ['fake-three-d-secure-visa-mpi-authenticate-error-nonce', 'authenticate_error', 'Y', false, false],
  ['fake-three-d-secure-visa-authentication-unavailable-nonce', 'authenticate_unable_to_authenticate', 'Y', false, false],
  ['fake-three-d-secure-visa-bypassed-authentication-nonce', 'authentication_bypassed', 'B', false, false],
  ['fake-three-d-secure-two-visa-successful-frictionless-authentication-nonce', 'authenticate_successful', 'Y', true, true],
  ['fake-three-d-secure-two-visa-successful-step-up-authentication-nonce', 'authenticate_successful', 'Y', true, true],
  ['fake-three-d-secure-two-visa-error-on-lookup-nonce', 'lookup_error', 'U', false, false],
  ['fake-three-d-secure-two-visa-timeout-on-lookup-nonce', 'lookup_error', 'U', false, false],
];

describe(`3-D Secure test nonces (${PAGES.threeDSecureTesting}; ${PAGES.threeDSecureLegacyTesting}; ${PAGES.threeDSecureAdvanced})`, () => {
  it.each(SCENARIOS)(
    'a sale on %s carries threeDSecureInfo %s, enrolled %s, shifted %s, possible %s',
    async (nonce, status, enrolled, liabilityShifted, liabilityShiftPossible) => {
      const result = await conformance.gateway.transaction.sale(saleRequest({ paymentMethodNonce: nonce }));
      // Without `required`, the amount decides, as for any nonce.
      expect(result.success).toBe(true);
      expect(result.transaction.threeDSecureInfo).toMatchObject({ status, enrolled, liabilityShifted, liabilityShiftPossible });
      expect((await conformance.gateway.transaction.find(result.transaction.id)).threeDSecureInfo).toMatchObject({
        status,
        liabilityShifted,
      });
    },
  );

  it(`the nonce itself reports its 3-D Secure result (${PAGES.nonceFind}); a nonce not 3-D Secured reports none`, async () => {
    const found = await conformance.gateway.paymentMethodNonce.find('fake-three-d-secure-visa-full-authentication-nonce');
    expect(found.threeDSecureInfo).toMatchObject({
      status: 'authenticate_successful',
      liabilityShifted: true,
      liabilityShiftPossible: true,
    });
    expect(found.details).toMatchObject({ bin: '400000', cardType: 'Visa' });
    const plain = await conformance.gateway.paymentMethodNonce.find('fake-valid-visa-nonce');
    expect(plain.threeDSecureInfo).toBeFalsy();
    await expect(conformance.gateway.paymentMethodNonce.find('not-a-nonce-at-all')).rejects.toMatchObject({ type: 'notFoundError' });
  });

  it('a sale on a nonce that was not 3-D Secured has no threeDSecureInfo', async () => {
    const result = await conformance.gateway.transaction.sale(saleRequest());
    expect(result.transaction.threeDSecureInfo).toBeFalsy();
  });
});

describe(`threeDSecure: { required: true } (${PAGES.threeDSecureServer}; ${PAGES.gatewayRejections}; ${PAGES.threeDSecureAdvanced})`, () => {
  const required = { submitForSettlement: true, threeDSecure: { required: true } };

  it.each(SCENARIOS.filter(([, , , shifted, possible]) => possible && !shifted))(
    'rejects a sale on %s (authentication failed: liability possible, not shifted) with three_d_secure',
    async (nonce) => {
      const result = await conformance.gateway.transaction.sale(saleRequest({ paymentMethodNonce: nonce, options: required }));
      expect(result.success).toBe(false);
      expect(result.transaction).toMatchObject({ status: 'gateway_rejected', gatewayRejectionReason: 'three_d_secure' });
      expect(result.message).toBe('Gateway Rejected: three_d_secure');
    },
  );

  it('rejects a sale on a card nonce never 3-D Secured, and records the rejection', async () => {
    const request = saleRequest({ paymentMethodNonce: 'fake-valid-visa-nonce', options: required });
    const result = await conformance.gateway.transaction.sale(request);
    expect(result.transaction).toMatchObject({ status: 'gateway_rejected', gatewayRejectionReason: 'three_d_secure' });
    expect(conformance.standIn.sales().find((sale) => sale.orderId === request.orderId)?.status).toBe('gateway_rejected');
  });

  it.each(SCENARIOS.filter(([, , , shifted, possible]) => shifted || !possible))(
    'lets a sale on %s through (liability shifted, or the card was not eligible), the amount deciding',
    async (nonce) => {
      const approved = await conformance.gateway.transaction.sale(saleRequest({ paymentMethodNonce: nonce, options: required }));
      expect(approved.transaction.status).toBe('submitted_for_settlement');
      const declined = await conformance.gateway.transaction.sale(
        saleRequest({ paymentMethodNonce: nonce, amount: '2005.00', options: required }),
      );
      expect(declined.transaction).toMatchObject({ status: 'processor_declined', processorResponseCode: '2005' });
    },
  );

  it('does not ask 3-D Secure of a PayPal account', async () => {
    const result = await conformance.gateway.transaction.sale(
      saleRequest({ paymentMethodNonce: 'fake-paypal-one-time-nonce', options: required }),
    );
    expect(result.transaction.status).toBe('submitted_for_settlement');
  });

  it('a nonce the provider frame issued after a 3-D Secure step carries its result to the sale, and `required` reads it', async () => {
    const issue = (threeDSecure: { status: string; liabilityShifted: boolean; liabilityShiftPossible: boolean; enrolled: string }) => {
      const nonce = nonceValue('tokencc');
      conformance.standIn.issueNonce(nonce, {
        instrument: {
          kind: 'card',
          cardType: 'Visa',
          bin: '400000',
          last4: '1091',
          expirationMonth: '12',
          expirationYear: '2030',
          cardholderName: null,
        },
        threeDSecure,
        consumed: false,
        expiresAt: Date.now() + NONCE_LIFETIME_MS,
      });
      return nonce;
    };
    const passed = issue({ status: 'authenticate_successful', liabilityShifted: true, liabilityShiftPossible: true, enrolled: 'Y' });
    const sale = await conformance.gateway.transaction.sale(saleRequest({ paymentMethodNonce: passed, options: required }));
    expect(sale.transaction.status).toBe('submitted_for_settlement');
    expect(sale.transaction.threeDSecureInfo).toMatchObject({ status: 'authenticate_successful', liabilityShifted: true, enrolled: 'Y' });
    const failed = issue({ status: 'authenticate_failed', liabilityShifted: false, liabilityShiftPossible: true, enrolled: 'Y' });
    const refused = await conformance.gateway.transaction.sale(saleRequest({ paymentMethodNonce: failed, options: required }));
    expect(refused.transaction).toMatchObject({ gatewayRejectionReason: 'three_d_secure' });
    expect(refused.transaction.threeDSecureInfo).toMatchObject({ status: 'authenticate_failed', liabilityShifted: false });
  });
});
