"""The cast: how each character of Love Letter and Palastgeflüster looks in its portrait (``Look`` by portrait
name). The headwear or the held attribute is the character's emblem, so that the portrait and the emblem on a
small card tell the same character (see assets/ART.md, "Portraits")."""

from __future__ import annotations

from scenes.art.portrait import Look

CAST: dict[str, Look] = {
    # Love Letter, classic
    "guard": Look(skin="tan", hair="dark", face="stern", beard="moustache", garment="armour", headwear="helmet",
                  held="halberd", held_at=(48.0, 22.0, 60.0)),
    "priest": Look(skin="fair", hair="grey", hair_style="bald", face="calm", garment="cassock",
                   headwear="zucchetto", held="book", held_at=(60.0, 64.0, 36.0)),
    "baron": Look(skin="warm", hair="brown", face="stern", beard="moustache", garment="doublet",
                  headwear="baron_cap", held="scales", held_at=(62.0, 60.0, 38.0)),
    "handmaid": Look(skin="deep", hair="dark", hair_style="bun", face="smile", lashes=True, garment="apron",
                     headwear="bonnet", held="shield", held_at=(63.0, 62.0, 34.0)),
    "prince": Look(skin="fair", hair="blond", face="smile", garment="doublet", headwear="coronet"),
    "king": Look(skin="warm", hair="grey", face="stern", beard="full", garment="ermine", headwear="crown"),
    "countess": Look(skin="fair", hair="auburn", hair_style="updo", face="sly", lashes=True, garment="gown",
                     headwear="pearls", held="fan", held_at=(58.0, 60.0, 40.0)),
    "princess": Look(skin="warm", hair="blond", hair_style="long", face="smile", lashes=True, garment="gown",
                     headwear="tiara"),
    # Love Letter, the Premium edition's further characters
    "assassin": Look(skin="tan", hair="dark", hair_style="none", face="stern", garment="cloak",
                     headwear="hood_mask", held="dagger", held_at=(62.0, 60.0, 36.0)),
    "jester": Look(skin="fair", hair="auburn", face="grin", garment="motley", headwear="fool_cap"),
    "cardinal": Look(skin="warm", hair="white", hair_style="bald", face="calm", garment="cassock",
                     headwear="galero"),
    "baroness": Look(skin="tan", hair="dark", hair_style="updo", face="calm", lashes=True, garment="gown",
                     headwear="feather_hat", held="lorgnette", held_at=(60.0, 60.0, 38.0)),
    "sycophant": Look(skin="fair", hair="brown", face="sly", beard="moustache", garment="doublet",
                      headwear="beret_feather"),
    "count": Look(skin="warm", hair="dark", face="sly", beard="goatee", garment="doublet", headwear="chaperon",
                  held="goblet", held_at=(62.0, 60.0, 36.0)),
    "constable": Look(skin="deep", hair="dark", face="stern", beard="moustache", garment="armour",
                      headwear="tricorn", held="keys", held_at=(62.0, 60.0, 36.0)),
    "dowager": Look(skin="fair", hair="white", hair_style="none", face="old", garment="ermine",
                    headwear="veil_crown"),
    "bishop": Look(skin="tan", hair="white", face="calm", beard="full", garment="cassock", headwear="mitre"),
    # Palastgeflüster
    "treasurer": Look(skin="fair", hair="grey", hair_style="bald", face="calm", garment="doublet",
                      headwear="flat_cap", spectacles=True, held="chest", held_at=(60.0, 62.0, 36.0)),
    "magician": Look(skin="warm", hair="white", face="calm", beard="long", garment="cloak", headwear="wizard_hat"),
    "maid": Look(skin="warm", hair="auburn", face="smile", lashes=True, garment="apron", headwear="mob_cap",
                 held="broom", held_at=(54.0, 34.0, 56.0)),
    "courtesan": Look(skin="fair", hair="dark", hair_style="curls", face="masked", garment="gown",
                      headwear="carnival_mask"),
    "spy": Look(skin="tan", hair="dark", face="glance", garment="cloak", headwear="spy_hat"),
}
