import type { Locale } from '@sportsbook/contract/browser';

/**
 * The four strings the global error page shows, per language. They are copies of the
 * `page.error` messages (a test keeps them equal): global-error.tsx is a client component in
 * every page's first bundle, and importing the message files there shipped all four languages'
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
};
