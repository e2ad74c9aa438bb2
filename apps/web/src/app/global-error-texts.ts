import type { Locale } from '@sportsbook/contract/browser';

/**
 * The four strings the global error page shows, per language. They are copies of the
 * `page.error` messages (a test keeps them equal): global-error.tsx is a client component in
 * every page's first bundle, and importing the message files there shipped every language's
 * complete messages (~26 KB gzipped) to every visitor.
 */
export interface GlobalErrorTexts {
  title: string;
  description: string;
  home: string;
  retry: string;
}

export const GLOBAL_ERROR_TEXTS: Record<Locale, GlobalErrorTexts> = {
  en: {
    title: 'Something went wrong',
    description: "We couldn't load this page. Please try again in a moment.",
    home: 'Go to home page',
    retry: 'Try again',
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    description:
      'Diese Seite konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    home: 'Zur Startseite',
    retry: 'Erneut versuchen',
  },
  'pt-BR': {
    title: 'Algo deu errado',
    description: 'Não foi possível carregar esta página. Tente novamente em instantes.',
    home: 'Ir para a página inicial',
    retry: 'Tentar novamente',
  },
  ar: {
    title: 'حدث خطأ ما',
    description: 'تعذّر تحميل هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل.',
    home: 'الانتقال إلى الصفحة الرئيسية',
    retry: 'حاول مرة أخرى',
  },
  'en-AU': {
    title: 'Something went wrong',
    description: "We couldn't load this page. Please try again in a moment.",
    home: 'Go to home page',
    retry: 'Try again',
  },
  'en-CA': {
    title: 'Something went wrong',
    description: "We couldn't load this page. Please try again in a moment.",
    home: 'Go to home page',
    retry: 'Try again',
  },
  'en-NZ': {
    title: 'Something went wrong',
    description: "We couldn't load this page. Please try again in a moment.",
    home: 'Go to home page',
    retry: 'Try again',
  },
  es: {
    title: 'Algo ha salido mal',
    description: 'No pudimos cargar esta página. Inténtalo de nuevo en un momento.',
    home: 'Ir a la página de inicio',
    retry: 'Reintentar',
  },
  fi: {
    title: 'Jokin meni vikaan',
    description: 'Sivua ei voitu ladata. Yritä hetken kuluttua uudelleen.',
    home: 'Siirry etusivulle',
    retry: 'Yritä uudelleen',
  },
  'fr-CA': {
    title: 'Un problème est survenu',
    description: 'Impossible de charger cette page. Réessayez dans un instant.',
    home: "Aller à la page d'accueil",
    retry: 'Réessayer',
  },
  he: {
    title: 'משהו השתבש',
    description: 'לא הצלחנו לטעון את הדף הזה. נסו שוב בעוד רגע.',
    home: 'מעבר לדף הבית',
    retry: 'ניסיון נוסף',
  },
  it: {
    title: 'Qualcosa è andato storto',
    description: 'Non siamo riusciti a caricare questa pagina. Riprova tra un momento.',
    home: 'Vai alla home page',
    retry: 'Riprova',
  },
  no: {
    title: 'Noe gikk galt',
    description: 'Vi kunne ikke laste inn denne siden. Prøv igjen om et øyeblikk.',
    home: 'Gå til forsiden',
    retry: 'Prøv igjen',
  },
  tr: {
    title: 'Bir sorun oluştu',
    description: 'Bu sayfa yüklenemedi. Lütfen biraz sonra tekrar dene.',
    home: 'Ana sayfaya git',
    retry: 'Tekrar dene',
  },
};
