import { LEGAL_PAGES } from "./legal-meta.ts";
import { LegalPage } from "./legal-page.tsx";
import { useCompany } from "#app/components/layout/use-company.ts";

function Mail({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/**
 * A table with the columns Nom, Finalité, Durée, Type: on a phone each row is a
 * card (app.css, `.table-cards`); wider, it never overflows the page.
 */
function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-scroll table-cards" role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** Politique de cookies (texte seul, la page ajoute le titre et la date). */
export function CookiesContent() {
  const company = useCompany();
  return (
    <>
      <section>
        <h2>1. Qu'est-ce qu'un cookie ?</h2>
        <p>
          Un cookie est un petit fichier texte déposé dans votre navigateur par un site Internet,
          puis renvoyé à ce site lors de vos visites suivantes. Il permet notamment de vous
          reconnaître d'une page à l'autre, par exemple pour maintenir votre connexion.
        </p>
        <p>
          Le site peut également enregistrer des informations dans le « stockage local »
          (localStorage) de votre navigateur. Contrairement aux cookies, ces informations ne sont
          jamais transmises à nos serveurs : elles restent sur votre appareil.
        </p>
        <p>
          La présente politique décrit de manière exhaustive ce que le site de {company.name}{" "}
          enregistre dans votre navigateur, et pourquoi.
        </p>
      </section>

      <section>
        <h2>2. Les cookies que nous utilisons</h2>
        <p>
          Le site n'utilise que des cookies strictement nécessaires à son fonctionnement{"\u00a0"}:
          deux pour la connexion, déposés lorsqu'une personne se connecte (visiteur titulaire d'un
          compte ou membre du personnel), et deux très brefs, qui confirment une action que vous
          venez de faire (par exemple l'envoi d'un message). Si vous naviguez sans vous connecter ni
          envoyer de formulaire, aucun cookie n'est déposé.
        </p>
        <TableScroll label="Cookies déposés par le site">
          <table>
            <caption>Cookies déposés par le site</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Finalité</th>
                <th scope="col">Durée</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <code>td.session_token</code>
                </td>
                <td>
                  Identifie votre session après la connexion, afin de vous maintenir connecté d'une
                  page à l'autre.
                </td>
                <td>
                  7 jours pour les visiteurs, renouvelés lorsque vous utilisez le site ; pour le
                  personnel, la session prend fin après 15 minutes sans activité. Si « Se souvenir
                  de moi » n'est pas coché, il expire à la fermeture du navigateur. Supprimé à la
                  déconnexion.
                </td>
                <td>Strictement nécessaire</td>
              </tr>
              <tr>
                <td>
                  <code>td.dont_remember</code>
                </td>
                <td>
                  Déposé lors de la connexion lorsque la case « Se souvenir de moi » n'est pas
                  cochée, afin que la session prenne fin à la fermeture du navigateur.
                </td>
                <td>Jusqu'à la fermeture du navigateur. Supprimé à la déconnexion.</td>
                <td>Strictement nécessaire</td>
              </tr>
              <tr>
                <td>
                  <code>td.toast</code>
                </td>
                <td>
                  Transmet à la page suivante le message qui confirme votre action (
                  {"«\u00a0Message envoyé avec succès\u00a0», «\u00a0Connexion réussie\u00a0»"}…), y
                  compris lorsque JavaScript est désactivé.
                </td>
                <td>60 secondes au plus ; supprimé dès que le message est affiché.</td>
                <td>Strictement nécessaire</td>
              </tr>
              <tr>
                <td>
                  <code>td.contact-envoye</code>
                </td>
                <td>
                  Après l'envoi du formulaire de contact, permet d'afficher une seule fois la
                  confirmation sur la page, et non à chaque rechargement.
                </td>
                <td>10 minutes au plus ; supprimé dès que la confirmation est affichée.</td>
                <td>Strictement nécessaire</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
        <p>
          Ces cookies sont marqués « HttpOnly » (ils ne sont pas accessibles aux scripts exécutés
          dans la page), « Secure » en production (ils ne circulent que sur des connexions
          chiffrées) et « SameSite=Lax » (ils ne sont pas envoyés lors des requêtes provenant
          d'autres sites, ce qui protège contre certaines attaques). En production, leur nom peut
          être précédé du préfixe technique <code>__Secure-</code>, qui impose au navigateur ces
          règles de sécurité. Ils ne contiennent aucune information permettant de vous suivre sur
          d'autres sites.
        </p>
      </section>

      <section>
        <h2>3. Le stockage local de votre navigateur</h2>
        <p>
          Les éléments suivants sont enregistrés dans le stockage local de votre navigateur. Ils ne
          sont pas des cookies, ne sont jamais envoyés à nos serveurs et restent jusqu'à ce que vous
          les effaciez.
        </p>
        <TableScroll label="Données enregistrées dans le stockage local">
          <table>
            <caption>Données enregistrées dans le stockage local (localStorage)</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Finalité</th>
                <th scope="col">Durée</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <code>theme</code>
                </td>
                <td>Mémorise le thème d'affichage choisi (clair ou sombre).</td>
                <td>Jusqu'à effacement par vous</td>
                <td>Préférence d'affichage</td>
              </tr>
              <tr>
                <td>
                  <code>reduced-motion</code>
                </td>
                <td>Mémorise votre choix de réduire les animations.</td>
                <td>Jusqu'à effacement par vous</td>
                <td>Préférence d'affichage</td>
              </tr>
              <tr>
                <td>
                  <code>high-contrast</code>
                </td>
                <td>Mémorise votre choix d'un affichage à contraste élevé.</td>
                <td>Jusqu'à effacement par vous</td>
                <td>Préférence d'affichage</td>
              </tr>
              <tr>
                <td>Brouillons de documents</td>
                <td>
                  Conserve, pour le seul personnel, les brouillons non envoyés de devis, factures et
                  propositions, afin qu'ils ne soient pas perdus en cas de fermeture de la page.
                </td>
                <td>
                  Jusqu'à la suppression du brouillon ou l'effacement des données du navigateur
                </td>
                <td>Fonctionnel (personnel uniquement)</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
        <p>
          Les brouillons du personnel ne sont conservés que dans le navigateur du membre du
          personnel concerné ; ils ne sont ni transmis à nos serveurs ni visibles des visiteurs.
        </p>
      </section>

      <section>
        <h2>4. Aucun cookie publicitaire, de mesure d'audience ou de suivi</h2>
        <p>
          Le site ne dépose aucun cookie publicitaire, aucun cookie de mesure d'audience et aucun
          traceur de tiers. Il ne dépose pas non plus de cookie provenant des réseaux sociaux : les
          liens vers nos pages Instagram, Facebook, X, YouTube et TikTok sont de simples liens qui
          s'ouvrent dans un nouvel onglet, sans bouton de partage ni contenu intégré. Une fois sur
          ces sites, ce sont leurs propres politiques de confidentialité et de cookies qui
          s'appliquent.
        </p>
      </section>

      <section>
        <h2>5. Consentement</h2>
        <p>
          Les cookies strictement nécessaires au fonctionnement d'un service que vous demandez
          expressément — ici, la connexion à votre compte — ne requièrent pas votre consentement
          préalable. C'est pourquoi le site n'affiche pas de bandeau de consentement.
        </p>
        <p>
          Si {company.name} venait à utiliser des cookies de mesure d'audience ou tout autre cookie
          non essentiel, votre consentement serait recueilli avant leur dépôt, et la présente
          politique serait mise à jour en conséquence.
        </p>
      </section>

      <section>
        <h2>6. Supprimer ou bloquer les cookies</h2>
        <p>
          Vous pouvez à tout moment supprimer les cookies et les données du site, ou en bloquer le
          dépôt, depuis les réglages de votre navigateur :
        </p>
        <ul>
          <li>
            Google Chrome : menu « Paramètres », rubrique « Confidentialité et sécurité », puis
            « Cookies tiers » ou « Supprimer les données de navigation » ;
          </li>
          <li>
            Mozilla Firefox : menu « Paramètres », rubrique « Vie privée et sécurité », section
            « Cookies et données de sites » ;
          </li>
          <li>
            Safari : menu « Réglages » (ou « Préférences »), onglet « Confidentialité », puis
            « Gérer les données de sites web » ; sur iPhone et iPad, dans les Réglages de
            l'appareil, rubrique Safari ;
          </li>
          <li>
            Microsoft Edge : menu « Paramètres », rubrique « Cookies et autorisations de site » ou
            « Confidentialité, recherche et services ».
          </li>
        </ul>
        <p>
          L'intitulé exact des menus peut varier selon la version de votre navigateur. L'effacement
          des « données de sites » supprime également le stockage local décrit ci-dessus, et donc
          vos préférences d'affichage.
        </p>
        <p>
          Attention : si vous bloquez les cookies de ce site, vous pourrez toujours le consulter,
          mais la connexion à un compte ne fonctionnera pas, puisqu'elle repose sur le cookie de
          session.
        </p>
      </section>

      <section>
        <h2>7. En savoir plus</h2>
        <p>
          Pour en savoir plus sur la manière dont nous traitons vos données personnelles, consultez
          notre <a href="/privacy">Politique de confidentialité</a> et nos{" "}
          <a href="/terms">Conditions d'utilisation</a>. Pour toute question, écrivez-nous à{" "}
          <Mail address={company.emails.privacy} />.
        </p>
      </section>
    </>
  );
}

/** The whole page (app/routes/cookies.tsx): HTML, no island of its own (ADR 037). */
export function CookiesPage() {
  return (
    <LegalPage title={LEGAL_PAGES.cookies.title}>
      <CookiesContent />
    </LegalPage>
  );
}
