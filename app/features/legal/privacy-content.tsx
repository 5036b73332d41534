import { LEGAL_PAGES } from "./legal-meta.ts";
import { LegalPage } from "./legal-page.tsx";
import { useCompany } from "#app/components/layout/use-company.ts";

function Mail({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/** Politique de confidentialité (texte seul, la page ajoute le titre et la date). */
export function PrivacyContent() {
  const company = useCompany();
  return (
    <>
      <section>
        <h2>1. Responsable du traitement</h2>
        <p>
          Le responsable des traitements de données à caractère personnel mis en œuvre sur le
          présent site est {company.legalName} ({company.name}), dont le siège est situé{" "}
          {company.addressLine}, immatriculée au RCCM sous le n° {company.rccm} (NINEA :{" "}
          {company.ninea}).
        </p>
        <p>
          Pour toute question relative à vos données personnelles, vous pouvez écrire à{" "}
          <Mail address={company.emails.privacy} />.
        </p>
      </section>

      <section>
        <h2>2. Cadre légal</h2>
        <p>
          Les traitements décrits ci-dessous sont effectués conformément à la loi n° 2008-12 du
          25 janvier 2008 sur la protection des données à caractère personnel et à son décret
          d'application n° 2008-721 du 30 juin 2008. L'autorité de contrôle compétente est la
          Commission de Protection des Données Personnelles (CDP) du Sénégal.
        </p>
        <p>
          Nous ne collectons que les données nécessaires aux finalités indiquées, nous les traitons
          de manière loyale et licite, et nous ne les conservons pas au-delà de la durée nécessaire.
        </p>
      </section>

      <section>
        <h2>3. Données collectées, finalités et bases légales</h2>

        <h3>3.1 Formulaire de contact et demandes de devis</h3>
        <p>Lorsque vous nous écrivez au moyen du formulaire de contact, nous recueillons :</p>
        <ul>
          <li>votre nom et votre adresse électronique ;</li>
          <li>le service qui vous intéresse ;</li>
          <li>votre message ;</li>
          <li>le cas échéant, une pièce jointe d'une taille maximale de 10 Mo ;</li>
          <li>le cas échéant, la référence de projet associée à votre demande.</li>
        </ul>
        <p>
          Ces données servent à répondre à votre demande, à préparer un éventuel devis et à assurer
          le suivi de nos échanges. Ce traitement repose sur l'exécution de mesures
          précontractuelles prises à votre demande et, pour les informations que vous choisissez de
          nous transmettre librement, sur votre consentement.
        </p>

        <h3>3.2 Lettre d'information</h3>
        <p>
          Si vous vous inscrivez à notre lettre d'information, nous conservons votre adresse
          électronique et la date de votre inscription, afin de vous adresser nos actualités et de
          pouvoir justifier de votre consentement. Ce traitement repose sur votre consentement. Vous
          pouvez vous désinscrire à tout moment, gratuitement, au moyen du lien de désinscription
          figurant dans chaque courriel.
        </p>

        <h3>3.3 Comptes visiteurs</h3>
        <p>Lorsque vous créez un compte visiteur, nous traitons :</p>
        <ul>
          <li>votre nom et votre adresse électronique ;</li>
          <li>
            votre mot de passe, qui n'est jamais conservé en clair : seule une empreinte chiffrée
            (hachée) est enregistrée, de sorte que personne, pas même notre personnel, ne peut en
            prendre connaissance ;
          </li>
          <li>
            un journal d'activité de votre compte, qui recense les connexions (avec l'appareil
            utilisé et l'heure), les changements de mot de passe, les sessions déconnectées et les
            modifications de profil.
          </li>
        </ul>
        <p>
          Ces données permettent de créer et de gérer votre compte, conformément aux{" "}
          <a href="/terms">Conditions d'utilisation</a> que vous avez acceptées (exécution du
          contrat). Le journal d'activité vous permet de vérifier vous-même qu'aucune personne non
          autorisée n'utilise votre compte ; il répond à l'obligation de sécurité qui pèse sur le
          responsable du traitement.
        </p>

        <h3>3.4 Sessions de connexion</h3>
        <p>
          Pour chaque session ouverte, nous enregistrons l'adresse IP, le type de navigateur et
          d'appareil ainsi que la date de dernière activité. Ces informations permettent de vous
          maintenir connecté, de vous présenter la liste de vos sessions actives afin que vous
          puissiez les fermer à distance, et de détecter les usages frauduleux. Ce traitement est
          nécessaire à l'exécution du contrat et au respect de notre obligation de sécurité.
        </p>

        <h3>3.5 Journaux techniques</h3>
        <p>
          Comme tout site Internet, nos serveurs enregistrent des journaux techniques (adresse IP,
          date et heure, page demandée, navigateur, code de réponse). Ils servent exclusivement à
          assurer le bon fonctionnement et la sécurité du site, notamment à limiter les tentatives
          de connexion abusives et à diagnostiquer les incidents. Ils ne sont pas utilisés à des
          fins de profilage ni de mesure d'audience.
        </p>
      </section>

      <section>
        <h2>4. Durées de conservation</h2>
        <ul>
          <li>
            Demandes de contact et de devis : trois ans à compter du dernier échange avec vous, sauf
            si elles donnent lieu à un contrat, auquel cas les pièces utiles sont conservées pendant
            la durée imposée par nos obligations comptables et légales.
          </li>
          <li>Lettre d'information : jusqu'à votre désinscription.</li>
          <li>Compte visiteur : jusqu'à la suppression du compte.</li>
          <li>Journal d'activité du compte : 30 jours.</li>
          <li>
            Sessions : jusqu'à la déconnexion ou l'expiration de la session, et au plus tard jusqu'à
            la suppression du compte.
          </li>
          <li>
            Journaux techniques : pour une durée limitée, strictement nécessaire à la sécurité du
            site, qui n'excède pas douze mois.
          </li>
        </ul>
        <p>
          À l'expiration de ces durées, les données sont supprimées ou rendues définitivement
          anonymes.
        </p>
      </section>

      <section>
        <h2>5. Destinataires des données</h2>
        <p>Vos données sont destinées exclusivement :</p>
        <ul>
          <li>
            au personnel habilité de {company.name}, dans la limite de ses attributions et de ce qui
            est nécessaire à sa mission ;
          </li>
          <li>
            à notre prestataire d'envoi de courriels, qui achemine nos réponses, les messages liés à
            votre compte et la lettre d'information, et à notre prestataire d'hébergement, qui
            agissent uniquement sur nos instructions et sont tenus à la confidentialité ;
          </li>
          <li>aux autorités administratives ou judiciaires, lorsque la loi l'exige.</li>
        </ul>
        <p>
          Nous ne vendons, ne louons et ne cédons jamais vos données personnelles à des tiers, et
          nous ne les utilisons pas à des fins publicitaires.
        </p>
      </section>

      <section>
        <h2>6. Transferts hors du Sénégal</h2>
        <p>
          Certains de nos prestataires, notamment pour l'envoi de courriels, peuvent traiter des
          données en dehors du territoire sénégalais. Conformément à la loi n° 2008-12, un tel
          transfert n'est effectué que vers un État assurant un niveau de protection suffisant de la
          vie privée et des droits fondamentaux des personnes ou, à défaut, dans les cas prévus par
          la loi, après autorisation de la CDP lorsqu'elle est requise et sous réserve de garanties
          contractuelles appropriées imposées au destinataire.
        </p>
      </section>

      <section>
        <h2>7. Sécurité</h2>
        <p>
          Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger
          vos données contre la perte, l'altération, la divulgation ou l'accès non autorisé,
          notamment :
        </p>
        <ul>
          <li>la conservation des mots de passe sous forme hachée uniquement ;</li>
          <li>des connexions chiffrées (HTTPS) entre votre navigateur et nos serveurs ;</li>
          <li>
            un accès du personnel aux données limité aux seules personnes habilitées, selon leurs
            fonctions ;
          </li>
          <li>
            la déconnexion automatique des comptes du personnel après 15 minutes d'inactivité ;
          </li>
          <li>la limitation du nombre de tentatives de connexion.</li>
        </ul>
      </section>

      <section>
        <h2>8. Vos droits</h2>
        <p>Conformément à la loi n° 2008-12, vous disposez des droits suivants :</p>
        <ul>
          <li>
            un droit d'accès, qui vous permet d'obtenir la confirmation que des données vous
            concernant sont traitées et d'en recevoir communication ;
          </li>
          <li>
            un droit de rectification, pour faire corriger ou compléter des données inexactes ou
            incomplètes ;
          </li>
          <li>
            un droit d'opposition, pour vous opposer, pour des motifs légitimes, à un traitement, et
            sans motif à l'utilisation de vos données à des fins de prospection ;
          </li>
          <li>un droit de suppression des données vous concernant.</li>
        </ul>
        <p>
          Si vous disposez d'un compte visiteur, vous pouvez modifier vos informations et supprimer
          vous-même votre compte à tout moment, dans « Paramètres », rubrique « Sécurité ». Vous
          pouvez également vous désinscrire de la lettre d'information au moyen du lien présent dans
          chaque courriel.
        </p>

        <h3>Comment exercer vos droits</h3>
        <p>
          Pour exercer vos droits, écrivez-nous à <Mail address={company.emails.privacy} /> ou par
          courrier à l'adresse {company.addressLine}. Afin de protéger vos données, nous pourrons
          vous demander de justifier de votre identité. Nous vous répondrons dans un délai d'un mois
          à compter de la réception de votre demande.
        </p>

        <h3>Réclamation auprès de la CDP</h3>
        <p>
          Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous
          pouvez introduire une réclamation auprès de la Commission de Protection des Données
          Personnelles (CDP), Dakar, Sénégal :{" "}
          <a href="https://www.cdp.sn" target="_blank" rel="noopener noreferrer">
            www.cdp.sn
          </a>
          .
        </p>
      </section>

      <section>
        <h2>9. Absence de décision automatisée</h2>
        <p>
          Aucune décision produisant des effets juridiques à votre égard ou vous affectant de
          manière significative n'est prise sur le seul fondement d'un traitement automatisé de vos
          données, y compris le profilage.
        </p>
      </section>

      <section>
        <h2>10. Mineurs</h2>
        <p>
          Le site s'adresse aux professionnels et aux personnes majeures. Les mineurs ne doivent pas
          nous transmettre de données personnelles ni créer de compte sans l'autorisation de leurs
          parents ou de leur représentant légal. Si nous apprenons que des données concernant un
          mineur ont été recueillies sans cette autorisation, nous les supprimerons dans les
          meilleurs délais.
        </p>
      </section>

      <section>
        <h2>11. Cookies et modifications</h2>
        <p>
          Les cookies utilisés par le site sont décrits dans notre{" "}
          <a href="/cookies">Politique de cookies</a>. La présente politique peut être mise à jour
          pour tenir compte de l'évolution du site ou de la réglementation ; la date de la dernière
          mise à jour figure en tête de la présente page.
        </p>
      </section>
    </>
  );
}

/** The whole page (app/routes/privacy.tsx): HTML, no island of its own (ADR 037). */
export function PrivacyPage() {
  return (
    <LegalPage title={LEGAL_PAGES.privacy.title}>
      <PrivacyContent />
    </LegalPage>
  );
}
