import { legal } from './types';
import { terms } from './terms';

/** /legal/agreement: the client agreement is the terms of use (one text, two routes). */
export const legalAgreement = legal({
  en: { title: 'Client agreement', description: 'The agreement between you and the platform.', markdown: markdownOf(terms.en) },
  ru: { title: 'Клиентское соглашение', description: 'Соглашение между вами и платформой.', markdown: markdownOf(terms.ru) },
  de: { title: 'Kundenvereinbarung', description: 'Die Vereinbarung zwischen Ihnen und der Plattform.', markdown: markdownOf(terms.de) },
  es: { title: 'Acuerdo de cliente', description: 'El acuerdo entre usted y la plataforma.', markdown: markdownOf(terms.es) },
});

function markdownOf(page: { layout: Array<{ blockType: string; markdown?: string }> }): string {
  return page.layout.map((b) => b.markdown ?? '').join('\n\n');
}

export const legalConflict = legal({
  en: {
    title: 'Conflict of interest policy',
    description: 'How we identify and manage conflicts between our interests and yours.',
    markdown: `## What a conflict is
A conflict of interest arises when our interests, or those of our staff, could differ from yours, for example when we set prices, list a token on the launchpad or publish research.

## How we manage conflicts
- Staff may not trade against client orders or use client information for their own trades.
- Research is written by analysts who do not take part in listing decisions, and every report states its author and publication date.
- VIP levels are recalculated every 24 hours by the same published rules for every client.
- Launchpad projects show their price, dates and status openly; past ROI does not promise future returns.

## When we cannot avoid a conflict
We tell you about it before you act, so that you can decide with full information.

## Questions
Write to support from the cabinet; we answer within 24 hours on average.`,
  },
  ru: {
    title: 'Политика конфликта интересов',
    description: 'Как мы выявляем конфликты между нашими и вашими интересами и управляем ими.',
    markdown: `## Что такое конфликт интересов
Конфликт интересов возникает, когда наши интересы или интересы наших сотрудников могут расходиться с вашими, например при установлении цен, листинге токена на лаунчпаде или публикации аналитики.

## Как мы управляем конфликтами
- Сотрудникам запрещено торговать против заявок клиентов и использовать сведения о клиентах в собственных сделках.
- Аналитику пишут специалисты, не участвующие в решениях о листинге; в каждом отчёте указаны автор и дата публикации.
- Уровни VIP пересчитываются каждые 24 часа по единым опубликованным правилам для всех клиентов.
- Цена, сроки и статус проектов лаунчпада открыты; прошлая доходность не гарантирует будущей.

## Если конфликта избежать нельзя
Мы сообщаем о нём до того, как вы примете решение, чтобы вы действовали с полной информацией.

## Вопросы
Напишите в поддержку из личного кабинета: в среднем мы отвечаем в течение 24 часов.`,
  },
  de: {
    title: 'Richtlinie zu Interessenkonflikten',
    description: 'Wie wir Konflikte zwischen unseren und Ihren Interessen erkennen und handhaben.',
    markdown: `## Was ein Interessenkonflikt ist
Ein Interessenkonflikt entsteht, wenn unsere Interessen oder die unserer Mitarbeitenden von Ihren abweichen könnten, etwa wenn wir Preise festlegen, einen Token auf dem Launchpad listen oder Analysen veröffentlichen.

## Wie wir mit Konflikten umgehen
- Mitarbeitende dürfen nicht gegen Kundenaufträge handeln und keine Kundeninformationen für eigene Geschäfte nutzen.
- Analysen verfassen Fachleute, die an Listing-Entscheidungen nicht beteiligt sind; jeder Bericht nennt Autor und Veröffentlichungsdatum.
- VIP-Stufen werden alle 24 Stunden nach denselben veröffentlichten Regeln für alle Kunden neu berechnet.
- Preis, Laufzeit und Status der Launchpad-Projekte sind offen einsehbar; die bisherige Rendite ist keine Zusage für künftige Erträge.

## Wenn sich ein Konflikt nicht vermeiden lässt
Wir informieren Sie darüber, bevor Sie handeln, damit Sie in voller Kenntnis entscheiden können.

## Fragen
Schreiben Sie unserem Support aus dem Kundenbereich; im Schnitt antworten wir innerhalb von 24 Stunden.`,
  },
  es: {
    title: 'Política de conflictos de interés',
    description: 'Cómo detectamos y gestionamos los conflictos entre nuestros intereses y los suyos.',
    markdown: `## Qué es un conflicto de interés
Existe un conflicto de interés cuando nuestros intereses, o los de nuestro personal, pueden diferir de los suyos; por ejemplo, al fijar precios, listar un token en el launchpad o publicar análisis.

## Cómo gestionamos los conflictos
- El personal no puede operar contra las órdenes de los clientes ni usar información de clientes en sus propias operaciones.
- Los análisis los redactan especialistas que no participan en las decisiones de listado, y cada informe indica su autor y su fecha de publicación.
- Los niveles VIP se recalculan cada 24 horas con las mismas reglas publicadas para todos los clientes.
- El precio, las fechas y el estado de los proyectos del launchpad son públicos; la rentabilidad pasada no garantiza rentabilidades futuras.

## Cuando un conflicto no puede evitarse
Se lo comunicamos antes de que actúe, para que decida con toda la información.

## Preguntas
Escriba a soporte desde su área personal; respondemos en 24 horas de media.`,
  },
});
