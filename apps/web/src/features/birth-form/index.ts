/** The birth form's public face (app/ imports only this): the form, its draft kept while typing, and its rules. */
export { BirthForm } from './components/BirthForm.tsx';
export { useBirthFormDraft } from './use-birth-form-draft.ts';
export { checkBirthForm, hasProblems } from './form-rules.ts';
