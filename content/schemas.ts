/**
 * The shape of every content file, checked by tooling/content-plugin.ts: a mistake in a YAML file
 * stops dev, build and tests with the file, line, field and fix.
 */
import { z } from 'zod'
import { ANALYTICS_PROVIDERS } from '#lib/analytics'
import { FIELDS, PROVIDERS } from '#lib/form-delivery'

const trimmed = z.string().trim()
export const text = trimmed.min(1)
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'should be a date in quotes, like "2026-11-26"' })
/** Text fields: `textFields('title', 'close')` is { title: text, close: text }; `texts` its object. */
const textFields = <Key extends string>(...keys: Key[]) =>
  Object.fromEntries(keys.map((key) => [key, text])) as Record<Key, typeof text>
const texts = <Key extends string>(...keys: Key[]) => z.strictObject(textFields(...keys))
/**
 * A setting the docs call optional that the files have always spelt out: `fallback` when a file
 * leaves it out. The browser editor still writes it, empty or not (`editorWrites`,
 * tooling/cms/describe.ts), so what it saves stays what it saved before.
 */
const optional = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema.default(fallback as never).meta({ editorWrites: true })
/** A route ("/about"), an anchor ("#team"), "#" for a placeholder, or an https/mailto/tel URL. */
const href = trimmed
  .regex(/^(\/[a-z0-9\-/#?=&]*|#[a-z0-9-]*|https:\/\/\S+|mailto:\S+|tel:\S+)$/i, {
    message: 'is not a link this site understands',
  })
  .describe(
    'A page like /about, an address starting with https://, or "#" for a link with no page yet.',
  )
const link = z.strictObject({ label: text, href })
export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  message: 'should be a 24-hour time in quotes, like "09:00" or "18:30"',
})

const serviceIcons = ['erp', 'receptionist', 'kpo', 'bpo', 'chat', 'voice', 'consulting'] as const
const valueIcons = ['innovation', 'excellence', 'collaboration', 'impact'] as const
const socialNetworks = ['LinkedIn', 'X', 'Facebook', 'Instagram', 'YouTube'] as const
const contactKinds = ['address', 'phone', 'email', 'hours'] as const
/** The kinds of request a visitor may make about their data, in the order the pages list them. */
export const REQUEST_KINDS = [
  'access',
  'correct',
  'erase',
  'withdraw',
  'nominate',
  'complain',
] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

const person = z.strictObject({
  name: text.describe('The person, or the role, who answers.'),
  email: z.email({ message: 'should be an email address' }),
})

/** Which schema checks which file under content/. */
export const collections = {
  'site.yaml': z.strictObject({
    ...textFields('name', 'shortName', 'tagline', 'description'),
    siteUrl: z.url({ protocol: /^https?$/ }),
    founded: z.int().min(1900).max(2100),
    phone: text,
    email: z.email(),
    address: z.strictObject({
      ...textFields('street', 'locality', 'region', 'postalCode', 'country'),
      countryCode: z.string().length(2),
    }),
    openingHours: z
      .strictObject({
        firstDay: z.enum(weekDays),
        lastDay: z.enum(weekDays),
        opens: time,
        closes: time,
      })
      .describe(
        'Shown as "Monday - Saturday, 9:00 AM - 6:00 PM" and given to search engines. Times in 24-hour "HH:MM".',
      ),
    whatsapp: z.strictObject({
      number: z
        .string()
        .regex(/^\+?[0-9 ()-]{8,20}$/, {
          message: 'should be a phone number with country code, like "+91 98765 43210"',
        })
        .describe('The number people reach when they press "Start Chat", with country code.'),
      greeting: text.describe(
        'The message that is already typed for the visitor when WhatsApp opens.',
      ),
    }),
    social: z.array(z.strictObject({ network: z.enum(socialNetworks), href })),
    // Checked together with the SITE_FORM_* overrides by lib/form-delivery.ts.
    formProvider: z
      .enum(PROVIDERS)
      .default('json')
      .describe(
        'How the form sends: json (Formspree and services like it), web3forms (put your access key in formAccessKey), netlify (Netlify Forms, when Netlify hosts the site), own (your own server), none (send nothing, even with an address).',
      ),
    formEndpoint: optional(trimmed, '').describe(
      'Leave empty: the contact form then sends nothing anywhere (it only shows the thank-you message). Put a full https:// address here to receive messages (docs/form-delivery.md).',
    ),
    formAccessKey: trimmed
      .default('')
      .describe('Web3Forms only: the access key Web3Forms sent you.'),
    analytics: z
      .strictObject({
        provider: optional(z.enum(ANALYTICS_PROVIDERS as [string, ...string[]]), 'none').describe(
          'none (the default), plausible or cloudflare: services that set no cookie.',
        ),
        id: optional(trimmed, '').describe(
          "Plausible: your site's domain as Plausible knows it (www.example.com). Cloudflare: the token of the site in Web Analytics.",
        ),
      })
      .refine((value) => value.provider === 'none' || value.id, {
        message:
          'needs the id the statistics service gave you (Fix: fill in "id", or set provider: none)',
      })
      .default({ provider: 'none', id: '' })
      .describe(
        "Visitor statistics without cookies. Switched on, every page loads the service's script, the security rules allow it, and the privacy and cookie pages name it.",
      ),
    languages: z
      .array(
        z.strictObject({
          code: z
            .string()
            .regex(/^[a-z]{2,3}$/, { message: 'should be a language code, like "ta" or "hi"' })
            .describe("Its code: the first part of its pages' addresses (/ta/privacy)."),
          name: text.describe('Its name in itself, as the language switch shows it: "தமிழ்".'),
          readThisPage: text.describe(
            'In itself, the link at the top of a long page to its version in this language: "இந்தப் பக்கம் தமிழில்".',
          ),
          locale: z
            .string()
            .regex(/^[a-z]{2,3}-[A-Z]{2}$/, { message: 'should be like "ta-IN"' })
            .describe('Language and country, for dates, numbers and search engines: "ta-IN".'),
        }),
      )
      .min(1)
      .describe(
        'The site\'s languages. The first is at the usual addresses (/privacy); each other has its own (/ta/privacy) for the pages translated into it (WRITING.md, "Languages").',
      ),
    editor: z
      .strictObject({
        repo: optional(
          trimmed.regex(/^$|^[\w.-]+\/[\w.-]+$/, {
            message: 'should be the GitHub repository as owner/name, like "my-company/website"',
          }),
          '',
        ).describe(
          "The site's GitHub repository (owner/name). Set, the live site has the editor at /keystatic: writers sign in with GitHub and each save is a commit on a content- branch (docs/editor.md). Empty: no editor on the live site.",
        ),
        previewUrl: optional(
          trimmed.regex(/^$|^https:\/\/\S*\{branch\}\S*$/, {
            message:
              'should be an https:// address with {branch} in it, like "https://{branch}.my-site.pages.dev"',
          }),
          '',
        ).describe(
          'Where the host shows a branch before it goes live, with {branch} for its name (Cloudflare: https://{branch}.<project>.pages.dev). The editor links each change to it.',
        ),
        cloud: optional(
          trimmed.regex(
            /^$|^[\w.-]+\/[\w.-]+$/,
            'should be a Keystatic Cloud project as team/project',
          ),
          '',
        ).describe(
          'Instead of GitHub sign-in: a Keystatic Cloud project (team/project), for writers without GitHub accounts (docs/editor.md).',
        ),
      })
      .default({ repo: '', previewUrl: '', cloud: '' })
      .describe('The browser editor on the live site (docs/editor.md).'),
  }),
  'services.yaml': z
    .array(
      z.strictObject({
        title: text,
        icon: z
          .enum(serviceIcons)
          .describe(
            'Each icon is sent to every visitor, so the list is short; a developer can add one.',
          ),
        summary: text.describe('One sentence on the home page card.'),
        description: text.describe('A few sentences on the services page.'),
        features: z.array(text).min(1),
      }),
    )
    .min(1)
    .describe(
      'The six services. This one list feeds the home page grid, the services page, the footer and the contact form\'s "Service" menu.',
    ),
  'stats.yaml': z
    .array(z.strictObject({ value: text, label: text }))
    .min(1)
    .describe('The figures in the home page\'s "About us" block.'),
  'testimonials.yaml': z
    .array(z.strictObject({ quote: text, author: text, position: text }))
    .min(1)
    .describe('What clients say, shown on the home page.'),
  'values.yaml': z
    .array(z.strictObject({ title: text, icon: z.enum(valueIcons), description: text }))
    .describe('The values on the About page.'),
  'steps.yaml': z
    .array(
      z.strictObject({
        step: z
          .string()
          .regex(/^\d{2}$/, { message: 'should be two digits, like "01"' })
          .describe('Two digits, like "01".'),
        ...textFields('title', 'description'),
      }),
    )
    .describe('"Our approach" on the Services page.'),
  'industries.yaml': z
    .array(z.strictObject({ industry: text, description: text }))
    .describe('"Industries we serve" on the Services page.'),
  'faq.yaml': z
    .array(z.strictObject({ question: text, answer: text }))
    .describe('Questions and answers on the Contact page.'),
  'offices.yaml': z
    .array(
      z.strictObject({
        ...textFields('city', 'address'),
        hq: z.boolean().default(false).describe('Marks the head office (the map shows it).'),
        latitude: z.number().min(-90).max(90).describe('Places the map marker.'),
        longitude: z.number().min(-180).max(180).describe('Places the map marker.'),
      }),
    )
    .min(1)
    .describe('Offices on the Contact page.'),
  'contact-info.yaml': z
    .array(
      z.strictObject({
        title: text,
        show: z.enum(contactKinds).describe('Which detail from the site settings the block shows.'),
      }),
    )
    .describe('The information blocks on the Contact page. The lines come from the site settings.'),
  'navigation.yaml': z
    .strictObject({
      header: z.array(link).min(1),
      headerCta: link,
      footerQuickLinks: z.array(link),
      footerLegal: z.array(link),
    })
    .describe('Links in the header and the footer.'),
  'ui.yaml': z
    .strictObject({
      skipLink: text,
      header: texts('navLabel', 'homeLabel', 'openMenu', 'closeMenu', 'colorScheme'),
      footer: texts(
        'blurb',
        'quickLinksTitle',
        'servicesTitle',
        'contactTitle',
        'socialTitle',
        'rights',
      ),
      chat: texts('buttonLabel', 'title', 'message', 'start', 'note', 'close'),
      services: texts('learnMore', 'requestQuote'),
      offices: texts('hq', 'hqTitle'),
      hours: texts('days', 'time', 'am', 'pm').describe(
        'Opening hours (content/site.yaml, openingHours) in the footer and the contact details: "days" is "{first} - {last}, {opens} - {closes}" (the days are written by the browser in the page\'s language), "time" is "{hour}:{minute} {period}", and "am" and "pm" are the periods.',
      ),
      pageLinksLabel: text.describe(
        'The name screen readers give the row of page buttons on the 404 page.',
      ),
      map: z.strictObject({
        title: text.describe("{city} is replaced with the office's city."),
        viewLarger: text,
      }),
      prose: texts('onThisPage', 'sectionLink').describe(
        'Long pages (privacy notice, posts): the title of their list of sections, and what a screen reader says for the link beside a section heading (the heading follows it).',
      ),
      card: texts(
        'home',
        'blog',
        'post',
        'caseStudies',
        'caseStudy',
        'careers',
        'opening',
        'services',
        'service',
        'legal',
        'page',
      ).describe(
        'The label on a page\'s share card (the picture a chat shows for its link), above its title: what the page is. "post" may say "{date}", the post\'s date; "opening" "{place}", the opening\'s location.',
      ),
      breadcrumb: texts('label', 'home').describe(
        'The trail above a post or a list ("Home › Blog"): what screen readers call it, and the first step.',
      ),
      search: texts(
        'link',
        'label',
        'placeholder',
        'noScript',
        'loading',
        'one',
        'many',
        'none',
        'failed',
        'more',
        'filter',
        'all',
        'page',
        'blog',
        'caseStudy',
        'opening',
        'pages',
        'caseStudies',
        'openings',
        'inEnglish',
      ).describe(
        'Search (/search and the header\'s link): "link" names the header\'s link; "label" and "placeholder" are the search box\'s; "noScript" is said when the browser runs no JavaScript; "one", "many" and "none" are said after a search ({query} is what was typed, {count} how many pages were found); "failed" when the search could not load; "filter" names the row of sections, "page", "blog", "caseStudy" and "opening" name a result\'s section, "all", "pages", "blog", "caseStudies" and "openings" the choices that narrow the results and the groups of the list of every page; "inEnglish" marks an English page among Tamil results.',
      ),
      errorPage: texts('title', 'description').describe(
        "The title and description of a page that failed to show (while editing with npm run dev; the build stops instead). Its text is the 404 page's.",
      ),
    })
    .describe(
      "Small texts in the site's frame: buttons, labels read by screen readers, footer headings and the chat panel.",
    ),
  /** "{name}" in a text is filled in by the site: the describe() says which names a text has. */
  'lists.yaml': z
    .strictObject({
      blog: z.strictObject({
        name: text.describe(
          'The list\'s name: its place in the trail above a post ("Home › Blog").',
        ),
        empty: text.describe('Shown while there are no posts.'),
        pagesLabel: text.describe('What screen readers call the links to older and newer posts.'),
        ...textFields('newer', 'older'),
        page: text.describe('"Page {page} of {pages}".'),
        olderTitle: text.describe('The title of /blog/page/2 and on: "{page}" is its number.'),
        olderDescription: text.describe('Its description for search results; "{page}" as above.'),
        readingTime: text.describe('"{minutes} min read".'),
        tags: text.describe("The word before a post's tags, each a link to the tag's page."),
        tagEyebrow: text.describe(
          'The small line above the tag\'s name on its page: "Posts tagged".',
        ),
        tagTitle: text.describe(
          'The browser tab of a tag\'s page (/blog/tag/erp): "{tag}" is the tag, as written.',
        ),
        tagDescription: text.describe(
          'The sentence under its heading, also for search results; "{tag}" as above.',
        ),
        aroundLabel: text.describe(
          'What screen readers call the links to the newer and older post at the end of a post.',
        ),
        newerPost: text.describe("The small word above the newer post's title."),
        olderPost: text.describe("The same above the older post's title."),
      }),
      caseStudies: z.strictObject({
        name: text.describe("The list's name: its place in the trail above a case study."),
        byService: text.describe(
          "What screen readers call the row of links to each service's list.",
        ),
        allServices: text,
        empty: text.describe('Shown while there are no case studies.'),
        emptyForService: text.describe('The same for one service: "{service}" is its title.'),
        contact: text.describe('The link to the contact page after it.'),
        ...textFields('problem', 'solution', 'results'),
        serviceTitle: text.describe(
          'The heading and title of one service\'s list: "{service} case studies".',
        ),
        serviceDescription: text.describe(
          'Its description for search results; "{service}" as above.',
        ),
      }),
      careers: z.strictObject({
        name: text.describe("The list's name: its place in the trail above an opening."),
        empty: text.describe(
          'Shown while no opening is open: "{email}" becomes the site\'s email, a link.',
        ),
        location: text,
        workplace: texts('on-site', 'hybrid', 'remote').describe(
          'How an opening\'s place of work reads after its location: "Coimbatore (On site)".',
        ),
        ...textFields('type', 'experience', 'posted', 'applyBy', 'howToApply'),
        sendCv: text.describe('The link to apply by email: "{email}" is the opening\'s address.'),
        applyOnline: text.describe('The link to apply on another site.'),
        closed: text.describe('On a closed opening: "{date}" is its last day.'),
        openPositions: text.describe('The link to the list after it.'),
      }),
      related: z
        .strictObject({
          title: text.describe('The heading of the list.'),
          post: text.describe("The small word above a related post's title."),
          caseStudy: text.describe("The same above a case study's."),
          opening: text.describe("The same above a job opening's."),
        })
        .describe(
          'Up to three related entries at the end of each post, case study and opening (those sharing a tag or a service).',
        ),
    })
    .describe("The words of the blog, case studies and careers lists and of their entries' pages."),
  'form.yaml': z.strictObject({
    ...textFields('nameLabel', 'emailLabel', 'phoneLabel', 'companyLabel', 'serviceLabel'),
    ...textFields('servicePlaceholder', 'messageLabel'),
    extraServiceOptions: z
      .array(text)
      .describe('The "Service" menu lists the six services first, then these, in this order.'),
    ...textFields('submit', 'sending'),
    confirmQuestion: text.describe(
      'Asked under the button when a message is sent sooner than a person could type it (a browser that filled the form, a pasted message): "Send this message?". The message goes once the visitor confirms; a bot that only submits never does.',
    ),
    confirmSend: text.describe('The button under that question that sends the message.'),
    ...textFields('successTitle', 'successMessage', 'failureTitle'),
    failureMessage: text.describe(
      'After the failure title, when a message could not be sent: what the visitor can do now. The ways to send it follow.',
    ),
    emailMessage: text.describe(
      "The link that opens the visitor's email app with their message written, addressed to the site's email.",
    ),
    mailSubject: text.describe('The subject of that email.'),
    copyMessage: text.describe('The button that copies the typed message, to paste anywhere.'),
    copied: text.describe('What that button says once the message is copied.'),
    required: text.describe(
      "Said at a required field left empty when the visitor presses Send (instead of the browser's words, which are in its own language).",
    ),
    emailFormat: text.describe(
      'Said at an email address that is not one, when the visitor presses Send.',
    ),
    charactersLeft: text
      .regex(/\{left\}/, 'should contain {left}, where the number of characters left goes')
      .describe(
        'Shown under a field close to its length limit; {left} becomes the number of characters still allowed.',
      ),
    consent: text.describe('The line under the form, before the link to the privacy policy.'),
    privacyLink: link.describe(
      "The privacy notice's link after the consent line (/privacy, like the footer's Privacy Policy link).",
    ),
    withdrawLink: link.describe(
      'The link beside the consent line to withdraw it, as easy as giving it (the request page: /privacy/requests#withdraw).',
    ),
    marketingConsent: z
      .strictObject({
        enabled: optional(z.boolean(), false).describe(
          'true adds the checkbox to the form; false (the default) leaves it out.',
        ),
        label: optional(trimmed, '').describe(
          'The checkbox, never ticked in advance: what the visitor agrees to receive, and that they can stop it.',
        ),
      })
      .refine((value) => !value.enabled || value.label, {
        path: ['label'],
        message:
          'the checkbox needs its words while it is on (Fix: write them after "label:", or set enabled: false)',
      })
      .default({ enabled: false, label: '' })
      .describe(
        'An optional, separate checkbox for news by email. Its answer travels with the message; the privacy notice says how to withdraw it.',
      ),
    noscript: text.describe(
      'Shown instead of the form when JavaScript is turned off; the phone number and email follow it.',
    ),
  }),
  'privacy.yaml': z.strictObject({
    lastChanged: day.describe(
      'When the privacy notice last changed: change it with every change of substance.',
    ),
    dataContact: person.describe(
      'Who answers questions about the personal data the site collects (DPDP Rules: published contact).',
    ),
    grievanceOfficer: person.describe('Who handles complaints about how personal data is used.'),
    answerWithinDays: z
      .number()
      .int()
      .min(1)
      .max(90)
      .describe('How many days at most before a request or complaint is answered (the law: 90).'),
    retention: text.describe('How long messages are kept, and when they are deleted.'),
    boardPortal: z
      .string()
      .trim()
      .regex(/^(https:\/\/\S+)?$/, {
        message: 'should be empty or an address starting with https://',
      })
      .describe(
        "The Data Protection Board of India's portal (https://…), where a visitor complains when we do not resolve their complaint. While empty, the build warns and the page names the Board without a link.",
      ),
    requests: z
      .strictObject({
        kinds: z
          .strictObject(
            Object.fromEntries(
              REQUEST_KINDS.map((kind) => [kind, texts('label', 'what')]),
            ) as Record<RequestKind, ReturnType<typeof texts<'label' | 'what'>>>,
          )
          .describe(
            'Each kind of request (DPDP Act, sections 6(4) and 11-14): its short name and one sentence on what the company does. The privacy notice and the request page list them in this order.',
          ),
        ...textFields('needed', 'identity', 'answer', 'board', 'boardNoPortal', 'write', 'mail'),
        form: texts(
          'intro',
          'kind',
          'name',
          'contact',
          'details',
          'detailsHint',
          'submit',
          'sent',
          'reference',
          'copy',
          'copied',
          'noscript',
        ).describe(
          "The request form, shown when the site sends messages (content/site.yaml, formProvider): its heading, labels, button, the confirmation with the request's reference (date and a short random part), and what a visitor without JavaScript reads under the button (no reference can be made then).",
        ),
      })
      .describe(
        'The request page (/privacy/requests): "{days}" is answerWithinDays, "{name}" and "{email}" the Grievance Officer\'s, "{portal}" boardPortal. "mail" is the email written out for the visitor: "{kind}", "{notice}" (the notice\'s date) and "{language}" are filled in.',
      ),
    fields: texts(...FIELDS, 'marketing').describe(
      'Why the contact form asks for each field, in one sentence each. Every field of the form needs one: the build stops when a field has none.',
    ),
    texts: z
      .strictObject({
        collected: texts('field', 'why', 'required', 'optional', 'marketing').describe(
          'The table of what the form asks for: its two column headings, what follows a required and an optional field\'s label, and the row of the news checkbox ("{label}" is its text).',
        ),
        recipient: texts('none', 'web3forms', 'netlify', 'own', 'other').describe(
          'Where messages go, one sentence per way of sending (content/site.yaml, formProvider; "none" while the form only simulates sending). "{host}" is the address they go to.',
        ),
        contacts: texts('dataContact', 'grievance', 'answer').describe(
          'Who answers: "{name}" and "{email}" are the person\'s, "{days}" is answerWithinDays, "{address}" the company\'s postal address.',
        ),
        thirdParties: texts('photos', 'map', 'whatsapp', 'analytics', 'analyticsPolicy').describe(
          'The other services a visit involves. In "whatsapp", "{start}" is the chat panel\'s button; in "analytics", "{name}" is the statistics service and "{policy}" the link to its data policy, whose text is analyticsPolicy.',
        ),
        changed: text.describe('"Last changed on {date}."'),
        storage: z
          .strictObject({
            headings: texts('key', 'place', 'purpose', 'lifetime'),
            places: texts('Cookie', 'Local storage', 'Session storage'),
            noCookies: text,
            noCookiesWithAnalytics: text.describe('"{name}" is the statistics service.'),
          })
          .describe(
            "The Cookie Policy's table (content/storage.yaml): its column headings, the name of each place, and the sentence under it.",
          ),
      })
      .describe(
        "The sentences and headings the privacy notice and the Cookie Policy build from the site's settings (components/PrivacyFacts, components/StorageList).",
      ),
  }),
  'storage.yaml': z
    .array(
      z.strictObject({
        key: text.describe('The name the site stores it under (a developer gives it).'),
        place: z
          .enum(['Cookie', 'Local storage', 'Session storage'])
          .describe(
            'Where the browser keeps it, in English in every language: the page shows the name privacy.yaml gives it (texts.storage.places).',
          ),
        ...textFields('purpose', 'lifetime'),
      }),
    )
    .describe(
      "Everything the site stores in a visitor's browser, listed on the Cookie Policy page. A test fails when the site stores something not listed here.",
    ),
} as const

/**
 * A list file holds its list under one name, the file's in camelCase (`contactInfo:` in
 * contact-info.yaml): the editor needs fields at the top.
 */
export const listKeys: Record<string, string> = Object.fromEntries(
  Object.entries(collections)
    .filter(([, schema]) => schema instanceof z.ZodArray)
    .map(([file]) => [file, file.slice(0, -5).replace(/-./g, (d) => d[1]!.toUpperCase())]),
)

/** The data of a content file: `Content<'faq.yaml'>`. */
export type Content<File extends keyof typeof collections> = z.infer<(typeof collections)[File]>
export type Site = Content<'site.yaml'>
export type ServiceIcon = (typeof serviceIcons)[number]
export type ValueIcon = (typeof valueIcons)[number]
export type SocialNetwork = (typeof socialNetworks)[number]
export type ContactInfo = Content<'contact-info.yaml'>[number]
export type NavLink = Content<'navigation.yaml'>['header'][number]
