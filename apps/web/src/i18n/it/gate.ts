/** UI copy of the welcome gate (features/gate): part of the one catalogue `it` (../it.ts). */
import { pageTitle } from './shared.ts';

export const gate = {
  pageTitle: pageTitle('Benvenuto'),
  logoAlt: 'Logo di Astrolabio',
  title: 'Benvenuto in Astrolabio',
  intro:
    'Astrolabio calcola il tuo tema natale con Swiss Ephemeris e ti mostra i transiti planetari sul tuo tema nel periodo che scegli. Prima di iniziare, se vuoi, lasciaci la tua e-mail per ricevere gli aggiornamenti.',
  questionnaireTitle: 'Questionario per ricevere gli aggiornamenti',
  questionnaireLoading: 'Caricamento del questionario…',
  questionnaireTimeout:
    'Il questionario non si è ancora caricato: forse la connessione è lenta. Puoi aspettare oppure entrare subito nell’app.',
  stepsTitle: 'Come procedere',
  stepFill: 'Compila il questionario e premi «Invia» per ricevere gli aggiornamenti,',
  stepIgnore: 'oppure ignoralo: non è obbligatorio.',
  stepEnter: 'Quando vuoi, premi «Entra nell’app» qui sotto.',
  enter: 'Entra nell’app',
  thanks: 'Grazie! Stai per entrare nell’app…',
  notMandatory: 'Il questionario NON è obbligatorio: puoi usare Astrolabio anche senza compilarlo.',
  privacy: (email: string | null) =>
    `Privacy: i dati inseriti sono usati solo per inviarti aggiornamenti. Per chiederne la cancellazione scrivi ${email ? `a ${email}` : 'al gestore del sito'}.`,
  showAgain: 'Mostra di nuovo l’introduzione',
};
