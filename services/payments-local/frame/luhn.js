// Owns a card number's checksum (Luhn), written once: the provider frame loads it beside its script, without a build, and the
// gateway's tokenizer (src/client-api.ts) imports it, so the browser and the gateway refuse the same numbers.

/** Whether a string of digits passes the Luhn check (ISO/IEC 7812-1): every second digit from the right doubled. */
export function luhnValid(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
