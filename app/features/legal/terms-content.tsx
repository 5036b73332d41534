import { LEGAL_PAGES } from "./legal-meta.ts";
import { LegalPage } from "./legal-page.tsx";
import { telHref } from "#app/config/company.ts";
import { useCompany } from "#app/components/layout/use-company.ts";

function Mail({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/** Conditions d'utilisation du site (texte seul, la page ajoute le titre et la date). */
export function TermsContent() {
  const company = useCompany();
  return (
    <>
      <section>
        <h2>1. Éditeur du site</h2>
        <p>
          Le présent site est édité par {company.legalName}, société à responsabilité limitée de
          droit sénégalais, exerçant sous le nom commercial {company.name} (ci-après « la
          Société »).
        </p>
        <ul>
          <li>Siège social : {company.addressLine}</li>
          <li>NINEA : {company.ninea}</li>
          <li>RCCM : {company.rccm}</li>
          <li>
            Téléphone : <a href={telHref(company.phones.main)}>{company.phones.main}</a> ou{" "}
            <a href={telHref(company.phones.mobile)}>{company.phones.mobile}</a>
          </li>
          <li>
            Courriel : <Mail address={company.emails.contact} />
          </li>
        </ul>
        <p>
          Le directeur de la publication est le gérant de la Société. Nos équipes sont joignables
          aux horaires suivants (heure de Dakar) :
        </p>
        <ul>
          {company.openingHours.map((o) => (
            <li key={o.days}>
              {o.days} : {o.hours ?? "fermé"}
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2>2. Hébergement</h2>
        <p>
          Le site est hébergé sur les serveurs de la Société ou sur ceux de son prestataire
          d'hébergement, choisi pour les garanties de sécurité et de disponibilité qu'il présente.
          Les coordonnées de l'hébergeur peuvent être obtenues sur simple demande adressée à{" "}
          <Mail address={company.emails.contact} />.
        </p>
      </section>

      <section>
        <h2>3. Objet</h2>
        <p>
          Les présentes conditions d'utilisation (ci-après « les Conditions ») ont pour objet de
          définir les modalités selon lesquelles toute personne (ci-après « l'Utilisateur » ou
          « vous ») accède au site de {company.name} et l'utilise. Le site présente les services de
          la Société — création de sites web, d'applications mobiles, design et marketing digital —,
          ses réalisations et ses actualités, et permet de la contacter ou de lui adresser une
          demande de devis.
        </p>
        <p>
          Le fait de naviguer sur le site ou d'utiliser l'un de ses services vaut acceptation pleine
          et entière des présentes Conditions. Si vous n'acceptez pas tout ou partie de celles-ci,
          nous vous invitons à ne pas utiliser le site.
        </p>
      </section>

      <section>
        <h2>4. Accès au site</h2>
        <p>
          Le site est accessible gratuitement, à tout moment, à tout Utilisateur disposant d'un
          accès à Internet. Les frais de connexion et d'équipement restent à la charge de
          l'Utilisateur.
        </p>
        <p>
          La Société s'efforce d'assurer la disponibilité du site, sans y être tenue par une
          obligation de résultat. L'accès peut être suspendu, limité ou interrompu, notamment pour
          des opérations de maintenance, de mise à jour ou de sécurité, ou en cas de force majeure,
          sans que cette interruption n'ouvre droit à une quelconque indemnité.
        </p>
        <p>
          Il est interdit de porter atteinte au bon fonctionnement du site, notamment en tentant
          d'accéder sans autorisation à ses parties protégées, en y introduisant des programmes
          malveillants, en procédant à des extractions automatisées massives ou en envoyant des
          sollicitations répétées destinées à le saturer. Pour protéger le site, le nombre de
          tentatives de connexion et de certaines opérations est limité.
        </p>
      </section>

      <section>
        <h2>5. Comptes visiteurs</h2>
        <h3>5.1 Création du compte</h3>
        <p>
          Tout Utilisateur peut créer un compte visiteur gratuit. La création du compte suppose de
          renseigner un nom, une adresse électronique valide et un mot de passe. En créant un
          compte, vous déclarez être majeur ou disposer de l'autorisation de votre représentant
          légal.
        </p>
        <h3>5.2 Exactitude des informations</h3>
        <p>
          Vous vous engagez à fournir des informations exactes, complètes et à jour, et à les
          modifier sans délai en cas de changement. La Société se réserve le droit de suspendre ou
          de supprimer un compte créé à partir d'informations manifestement fausses ou utilisé en
          violation des présentes Conditions.
        </p>
        <h3>5.3 Confidentialité du mot de passe</h3>
        <p>
          Votre mot de passe est personnel et confidentiel. Vous êtes seul responsable de sa
          conservation et de toute utilisation de votre compte. Nous vous recommandons de choisir un
          mot de passe robuste, propre à ce site, et de vous déconnecter après chaque utilisation
          sur un appareil partagé. En cas de perte, de vol ou d'utilisation suspecte de vos
          identifiants, modifiez immédiatement votre mot de passe et informez-nous à l'adresse{" "}
          <Mail address={company.emails.contact} />.
        </p>
        <h3>5.4 Suppression du compte</h3>
        <p>
          Vous pouvez supprimer votre compte à tout moment, vous-même, depuis vos paramètres
          (« Paramètres », rubrique « Sécurité »). La suppression est définitive et entraîne
          l'effacement des données liées au compte, dans les conditions décrites dans notre{" "}
          <a href="/privacy">Politique de confidentialité</a>.
        </p>
      </section>

      <section>
        <h2>6. Espace réservé au personnel</h2>
        <p>
          Certaines parties du site, notamment l'espace « Devis & Factures », sont exclusivement
          réservées au personnel habilité de la Société. L'accès à ces espaces est soumis à une
          authentification et à des droits attribués par la Société. Toute tentative d'accès par une
          personne non autorisée est interdite et est susceptible de constituer une infraction
          pénale au sens des dispositions du Code pénal issues de la loi n° 2008-11 du
          25 janvier 2008 portant sur la cybercriminalité.
        </p>
      </section>

      <section>
        <h2>7. Formulaires de contact et demandes de devis</h2>
        <p>
          Le site met à votre disposition des formulaires vous permettant de nous contacter, de nous
          transmettre un document ou de solliciter un devis. Vous vous engagez à n'y communiquer que
          des informations exactes et des contenus licites, dont vous détenez les droits.
        </p>
        <p>
          L'envoi d'un message ou d'une demande de devis ne crée aucune obligation contractuelle, ni
          pour vous ni pour la Société. Toute prestation ne peut être engagée qu'après l'acceptation
          écrite d'un devis signé par les deux parties, lequel précise notamment le périmètre des
          travaux, le prix, les délais et les conditions applicables. Les informations présentées
          sur le site, y compris les descriptions de services, ont une valeur indicative et ne
          constituent pas une offre ferme.
        </p>
      </section>

      <section>
        <h2>8. Propriété intellectuelle</h2>
        <p>
          L'ensemble des éléments du site — textes, images, photographies, vidéos, logos, marques,
          charte graphique, mise en page, code source et bases de données — est la propriété
          exclusive de {company.legalName} ou de ses partenaires, et est protégé par la législation
          sénégalaise relative au droit d'auteur et aux droits voisins ainsi que par les conventions
          internationales applicables, notamment l'Accord de Bangui instituant l'Organisation
          Africaine de la Propriété Intellectuelle (OAPI).
        </p>
        <p>
          Toute reproduction, représentation, adaptation ou exploitation, totale ou partielle, de
          ces éléments, par quelque procédé que ce soit, sans l'autorisation écrite préalable de la
          Société, est interdite et constitue une contrefaçon. Les réalisations présentées dans le
          portfolio le sont avec l'accord des clients concernés ; leurs marques demeurent leur
          propriété.
        </p>
      </section>

      <section>
        <h2>9. Responsabilité</h2>
        <p>
          La Société apporte le plus grand soin aux informations publiées sur le site, sans pouvoir
          garantir qu'elles sont exemptes d'erreurs ou d'omissions, ni qu'elles sont en permanence à
          jour. Elles sont fournies à titre informatif.
        </p>
        <p>La responsabilité de la Société ne saurait être engagée en cas :</p>
        <ul>
          <li>d'interruption ou d'indisponibilité temporaire du site ;</li>
          <li>
            de dommages résultant de l'utilisation du site non conforme aux présentes Conditions ;
          </li>
          <li>de virus ou d'intrusion provenant du réseau ou de l'équipement de l'Utilisateur ;</li>
          <li>
            d'utilisation frauduleuse d'un compte résultant d'un manquement de l'Utilisateur à son
            obligation de confidentialité ;
          </li>
          <li>de force majeure ou du fait d'un tiers.</li>
        </ul>
      </section>

      <section>
        <h2>10. Liens externes et réseaux sociaux</h2>
        <p>
          Le site contient des liens vers les pages de {company.name} sur les réseaux sociaux
          (Instagram, Facebook, X, YouTube et TikTok) ainsi que, le cas échéant, vers d'autres
          sites. Ces liens s'ouvrent dans un nouvel onglet. La Société n'exerce aucun contrôle sur
          ces sites tiers et décline toute responsabilité quant à leur contenu et à leurs
          pratiques : leurs propres conditions d'utilisation et politiques de confidentialité
          s'appliquent dès que vous les consultez.
        </p>
      </section>

      <section>
        <h2>11. Données personnelles</h2>
        <p>
          Les données personnelles que vous nous confiez sont traitées conformément à la loi
          n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel. Les
          finalités, durées de conservation et modalités d'exercice de vos droits sont détaillées
          dans notre <a href="/privacy">Politique de confidentialité</a>.
        </p>
      </section>

      <section>
        <h2>12. Cookies</h2>
        <p>
          Le site n'utilise que des cookies strictement nécessaires à son fonctionnement, notamment
          pour maintenir votre connexion. Aucun cookie publicitaire ni de mesure d'audience n'est
          déposé. Pour en savoir plus, consultez notre <a href="/cookies">Politique de cookies</a>.
        </p>
      </section>

      <section>
        <h2>13. Droit applicable et juridiction compétente</h2>
        <p>
          Les présentes Conditions sont régies par le droit sénégalais. En cas de différend relatif
          à leur interprétation ou à leur exécution, les parties s'efforceront de trouver une
          solution amiable. Vous pouvez à cet effet adresser une réclamation écrite à{" "}
          <Mail address={company.emails.contact} />. À défaut d'accord amiable, le litige sera porté
          devant les tribunaux compétents de Dakar.
        </p>
      </section>

      <section>
        <h2>14. Modification des conditions</h2>
        <p>
          La Société peut modifier les présentes Conditions à tout moment, notamment pour les
          adapter à l'évolution du site ou de la réglementation. La version applicable est celle en
          ligne au moment de votre utilisation du site ; la date de la dernière mise à jour figure
          en tête de la présente page. En cas de modification substantielle, les titulaires d'un
          compte visiteur pourront en être informés par courriel.
        </p>
      </section>
    </>
  );
}

/** The whole page (app/routes/terms.tsx): HTML, no island of its own (ADR 037). */
export function TermsPage() {
  return (
    <LegalPage title={LEGAL_PAGES.terms.title}>
      <TermsContent />
    </LegalPage>
  );
}
