/**
 * A person's name (decision 0085): letters of any script (with their combining marks:
 * Arabic harakat, accents), and between two letters a single space, hyphen or apostrophe (ASCII
 * ' or the typographic ’). «عبد الرحمن», «عبد الله», Al-Sayed and O'Brien are real names; a
 * name that starts or ends with a separator, or doubles one, is not.
 */
export const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ \-'\u2019][\p{L}\p{M}]+)*$/u
