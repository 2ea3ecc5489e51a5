// The types of luhn.js, a plain module the frame loads as it is.
export declare function luhnValid(digits: string): boolean;
