/**
 * The birth form's public face (app/ imports only this; and features/couple, for its second person:
 * the form in its person mode): the form, its draft kept while typing, and its rules.
 */
export { BirthForm, type PersonFormText } from './components/BirthForm.tsx';
export { useBirthFormDraft } from './use-birth-form-draft.ts';
export { checkBirthForm, hasProblems } from './form-rules.ts';
