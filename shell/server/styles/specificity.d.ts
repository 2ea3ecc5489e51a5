// The package ships its types (index.d.ts) but its package.json "exports" does not point at them, so TypeScript's module
// resolution cannot find them: this names what the server uses, as that file declares it. Its built module exports the
// class alone (its named exports are in its sources only), so the server calls the class's static method.
declare module '@bramus/specificity' {
  export default class Specificity {
    /** One specificity per selector of a selector list. */
    static calculate(selector: string): Specificity[];
    /** "(a,b,c)" */
    toString(): string;
  }
}
