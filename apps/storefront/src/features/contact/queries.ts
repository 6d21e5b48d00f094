import { graphql } from '@/lib/graphql/graphql';

/** The product a form was opened from (null when there is no such product). */
export const ContactProductQuery = graphql(`
  query ContactProduct($channelId: String, $marketId: String, $languageId: String, $alias: String!) {
    product(channelId: $channelId, marketId: $marketId, languageId: $languageId, alias: $alias) {
      alias
      name
      canonicalUrl
    }
  }
`);

/** What the contact forms' fields accept, for the form to say so and check before sending. */
export const ContactLimitsQuery = graphql(`
  query ContactLimits {
    contactFormLimits {
      fullNameMax companyMax emailMax phoneMax messageMax productMax serialNumberMax makeMax modelMax
      odometerMax articleNumberMax quantityMax partRowsMax rentalObjectMax imageMaxBytes
    }
  }
`);

export const SendContactFormMutation = graphql(`
  mutation SendContactForm(
    $channelId: String
    $marketId: String
    $languageId: String
    $form: ContactFormInput!
    $image: File
  ) {
    sendContactForm(channelId: $channelId, marketId: $marketId, languageId: $languageId, form: $form, image: $image)
  }
`);
