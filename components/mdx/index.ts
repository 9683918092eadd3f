/**
 * The one map of what a writer may use in MDX. Adding a component is its folder
 * (components/<Name>/index.ts exports <Name>) and one line here; the build
 * (tooling/remark-checks.ts) stops on any name not listed. Plain data, so the build can read it.
 */
export interface WriterComponent {
  /** What it shows, in a writer's words. */
  summary: string
  /** A copy-paste example. */
  example: string
  /** Added by the build, never written by hand. */
  internal?: boolean
  /**
   * It acts in the browser: an island (components/Island), its code loaded only on pages that use
   * it, 'reach' when the visitor first reaches for it (a form whose fields work before), 'focus'
   * when they focus, touch or click it (not a pointer passing over: the search box, which then
   * fetches its index), 'view' when it comes near the screen (a control whose first tap must
   * count). Plain-data settings. Its code is its component, hydrated by React, or, when its folder
   * has a browser.ts, that plain module's `enhance(element)` (the search box).
   */
  island?: 'reach' | 'focus' | 'view'
}

export const writerComponents = {
  Hero: {
    summary:
      'The big opening band of the home page: heading, introduction, two buttons and a photo.',
    example: `<Hero
  eyebrow="Technology services from Coimbatore"
  title="Technology and teams that keep your business moving"
  primaryLabel="Get Started"
  primaryHref="/contact"
  secondaryLabel="Learn More"
  secondaryHref="/about"
  image="https://images.unsplash.com/photo-1522071820081-009f0129c71c"
  imageAlt="A team planning a project around a laptop"
>
One or two sentences of introduction.
</Hero>`,
  },
  PageHeader: {
    summary: 'The heading band at the top of every page but the home page.',
    example: `<PageHeader eyebrow="About us" title="The page's main heading">
A sentence or two under the heading.
</PageHeader>`,
  },
  Section: {
    summary: 'A band of the page with a heading; put prose and other components inside.',
    example: `<Section eyebrow="What we do" title="Our Services" id="services" tone="muted">
An introduction sentence.

<ServicesGrid />
</Section>`,
  },
  TextWithImage: {
    summary: 'A heading and a few paragraphs beside a photo.',
    example: `<TextWithImage
  title="Our Story"
  image="https://images.unsplash.com/photo-1552664730-d307ca884978"
  imageAlt="Colleagues discussing plans"
>
A few paragraphs.
</TextWithImage>`,
  },
  AboutBlock: {
    summary: 'Prose about the company beside the four figures from content/stats.yaml.',
    example: `<AboutBlock eyebrow="About us" title="A young company with a proven team" linkLabel="More about us" linkHref="/about">
A paragraph or two.
</AboutBlock>`,
  },
  CtaBanner: {
    summary: 'A bold closing band with one or two buttons.',
    example: `<CtaBanner title="Ready to start?" primaryLabel="Contact Us Today" primaryHref="/contact" secondaryLabel="View Our Services" secondaryHref="/services">
One sentence.
</CtaBanner>`,
  },
  ServicesGrid: {
    summary: 'The services from content/services.yaml as cards linking to the services page.',
    example: '<ServicesGrid />',
  },
  ServiceDetails: {
    summary: 'Every service with its description, features and a Request a Quote button.',
    example: '<ServiceDetails />',
  },
  StatsBlock: {
    summary: 'The figures from content/stats.yaml.',
    example: '<StatsBlock />',
  },
  Testimonials: {
    summary: 'Client quotes from content/testimonials.yaml.',
    example: '<Testimonials />',
  },
  ValuesGrid: {
    summary: 'The values from content/values.yaml.',
    example: '<ValuesGrid />',
  },
  ApproachSteps: {
    summary: 'The numbered steps from content/steps.yaml.',
    example: '<ApproachSteps />',
  },
  IndustriesGrid: {
    summary: 'The industries from content/industries.yaml.',
    example: '<IndustriesGrid />',
  },
  ContactPanel: {
    summary: 'The contact form beside the contact information blocks.',
    example: '<ContactPanel formTitle="Send us a message" infoTitle="Contact information" />',
  },
  ContactForm: {
    summary: 'The contact form alone (its labels and messages: content/form.yaml).',
    example: '<ContactForm />',
    island: 'reach',
  },
  Offices: {
    summary: 'The offices from content/offices.yaml, the head office marked HQ.',
    example: '<Offices />',
  },
  OfficeMap: {
    summary: 'A map of the head office (OpenStreetMap) with a View larger map link.',
    example: '<OfficeMap />',
  },
  FAQ: {
    summary: 'The questions and answers from content/faq.yaml, one open at a time.',
    example: '<FAQ />',
  },
  BlogList: {
    summary: 'The blog posts (content/blog/), newest first, ten a page.',
    example: '<BlogList />',
  },
  CaseStudyList: {
    summary:
      "Case studies (content/case-studies/), newest first, with their results; links to each service's list.",
    example: '<CaseStudyList />',
  },
  JobList: {
    summary:
      'Open job openings (content/jobs/), newest first; when there are none, how to send a CV.',
    example: '<JobList />',
  },
  PrivacyFacts: {
    summary:
      "Facts for the privacy notice, from the site's own settings: what the form asks for and why, where messages go, how long they are kept, who answers, other services, the date of the last change (content/privacy.yaml).",
    example: '<PrivacyFacts show="collected" />',
  },
  PrivacyRequests: {
    summary:
      'How a visitor asks to see, correct or erase their data, withdraw consent, nominate someone or complain: each kind as an email to the Grievance Officer with the request written out, what we need, when we answer, and the Data Protection Board (content/privacy.yaml, requests).',
    example: '<PrivacyRequests />',
  },
  RequestForm: {
    summary:
      'The privacy request form alone (its words: content/privacy.yaml, requests.form); <PrivacyRequests /> shows it when the site sends messages.',
    example: '<RequestForm />',
    island: 'reach',
  },
  StorageList: {
    summary:
      "Everything the site stores in a visitor's browser, for the Cookie Policy (content/storage.yaml).",
    example: '<StorageList />',
  },
  SiteSearch: {
    summary:
      'The search box and its results (every page, post, case study and opening, from the index the build makes); its texts: content/ui.yaml, search.',
    example: '<SiteSearch />',
    island: 'focus',
  },
  SiteIndex: {
    summary:
      "Every page of the site, grouped by section (pages, blog, case studies, openings), in the page's language: what /search shows without JavaScript.",
    example: '<SiteIndex />',
  },
  PageLinks: {
    summary: 'The main pages as buttons (used on the 404 page).',
    example: '<PageLinks />',
  },
  CatalogueEntry: {
    summary: "One component in the writers' catalogue (used by the build).",
    example: '',
    internal: true,
  },
} satisfies Record<string, WriterComponent>
